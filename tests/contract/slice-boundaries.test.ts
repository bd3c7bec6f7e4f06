import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The web app's slices are kept apart by a lint rule (eslint.config.js, boundaries/dependencies).
 * These cases lint source text as if it sat in a given file of web/src, so a change to the config
 * or the plugin that stops the rule from firing fails here rather than silently.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

const uses = (name: string, from: string) => `import { ${name} } from '${from}';\nexport const used = ${name};\n`;

describe('slice boundaries in web/src', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it.each([
    ['a feature importing another feature', 'web/src/features/orders/my-orders-page.tsx', uses('useOutbox', '../outbox/use-outbox'), 'feature to feature'],
    ['a feature importing the admin kit', 'web/src/features/cart/components/cart-page.tsx', uses('messageOf', '../../admin/kit/format'), 'feature to admin-kit'],
    ['an admin area importing another admin area', 'web/src/features/admin/orders/orders-page.tsx', uses('useSaveSettings', '../system/settings-api'), 'admin-area to admin-area'],
    ['the admin kit importing an admin area', 'web/src/features/admin/kit/format.ts', uses('useSaveSettings', '../system/settings-api'), 'admin-kit to admin-area'],
    ['ui importing a feature', 'web/src/ui/layout/top-bar.tsx', uses('SyncStatus', '../../features/outbox/sync-status'), 'ui to feature'],
    ['lib importing a feature', 'web/src/lib/catalogue/use-catalogue.ts', uses('ProductCard', '../../features/catalogue/components/product-card'), 'lib to feature'],
    ['a feature importing a route', 'web/src/features/events/events-page.tsx', uses('Route', '../../routes/_app/events'), 'feature to routes'],
  ])('rejects %s', { timeout: 180_000 }, async (_name, filePath, code, crossing) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`(${crossing})`);
  });

  it.each([
    ['a feature importing its own files, ui and lib', 'web/src/features/orders/my-orders-page.tsx', `${uses('myOrdersQuery', './orders-api')}${uses('OrderStatusBadge', '../../ui/order-status-badge').replace('used', 'badge')}${uses('useEvents', '../../lib/catalogue/use-catalogue').replace('used', 'events')}`],
    ['an admin area importing the admin kit', 'web/src/features/admin/orders/orders-page.tsx', uses('messageOf', '../kit/format')],
    ['a route composing two features', 'web/src/routes/_app/orders/index.tsx', `${uses('MyOrdersPage', '../../../features/orders/my-orders-page')}${uses('OutboxOrderCard', '../../../features/outbox/outbox-order-card').replace('used', 'card')}`],
    ['app wiring a feature', 'web/src/app/offline-services.ts', uses('syncCatalogueNow', '../features/catalogue/offline/sync-engine')],
  ])('accepts %s', { timeout: 180_000 }, async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});

describe('typed routes in web/src', () => {
  beforeAll(() => {
    eslint ??= new ESLint({ cwd: root });
  });

  it('refuses a cast to never, which switches off the router\'s checks of a link or a navigation', { timeout: 180_000 }, async () => {
    const code = `import { listSearch } from '../../../ui/layout/crumb-state';\nexport const search = listSearch('/admin/orders') as never;\n`;
    const [result] = await eslint.lintText(code, { filePath: `${root}web/src/features/admin/orders/order-page.tsx` });
    expect(result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)).toEqual([
      "A cast to never switches type checks off: type the value (for a list's search, see ui/layout/crumb-state.ts).",
    ]);
  });
});
