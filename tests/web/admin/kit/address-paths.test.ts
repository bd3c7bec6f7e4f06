import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../web/src/lib/query/query-client';
import { createAppRouter } from '../../../../web/src/app/app';
import { ADDRESS_PATHS } from '../../../../web/src/features/admin/kit/search-schema';

// The list kit reads a screen's search from its route (by id) and writes it from the path the
// route answers at, so the router types both: a wrong path would send a change of page or filter
// to another screen, and a cast or an unchecked read would let the two drift apart unseen.
const router = createAppRouter(createQueryClient());

describe("the back office's typed addresses", () => {
  it.each(Object.entries(ADDRESS_PATHS))('%s answers at %s and checks its search', (id, path) => {
    const route = router.routesById[id as keyof typeof router.routesById];
    expect(route.fullPath).toBe(path);
    expect(route.options.validateSearch).toBeTruthy();
  });

  it('reads and writes the address with no cast and no unchecked read', () => {
    for (const file of ['web/src/features/admin/kit/list-search.ts', 'web/src/features/admin/system/notifications-page.tsx']) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/as never/);
      expect(source, file).not.toMatch(/strict:\s*false/);
    }
  });
});
