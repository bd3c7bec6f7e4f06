/**
 * The role x route matrix: every API route, called as anonymous and as each role, answers the
 * status api/src/access/role-matrix.json says. Every registered route must have a row.
 * A ':param' value starting with '$' names a record made afresh for each cell (see `fixtures`):
 * the USER caller is a member of the CHAPTER caller's chapter, so rules between the two show.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@portal/contract/rules';
import { createTestApp, type TestApp } from '../fixtures/app';
import { placeOrder, shopScene } from '../fixtures/orders';
import { createUser, type TestUser } from '../fixtures/users';

type Caller = 'anonymous' | Role;
interface MatrixRow {
  route: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  expect: Record<Caller, number>;
}
interface Matrix {
  roles: Caller[];
  routes: MatrixRow[];
}

const matrix = JSON.parse(readFileSync(new URL('../../api/src/access/role-matrix.json', import.meta.url), 'utf8')) as Matrix;

function urlFor(row: MatrixRow, made: Record<string, string> = {}): { method: string; url: string } {
  const [method, pattern] = row.route.split(' ') as [string, string];
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(made[name] ?? row.params?.[name] ?? '999999'));
  const query = row.query ? `?${new URLSearchParams(row.query).toString()}` : '';
  return { method, url: `${path}${query}` };
}

describe('role x route matrix', () => {
  let t: TestApp;
  let users: Record<Role, TestUser>;

  let scene: Awaited<ReturnType<typeof shopScene>>;
  /** Records a row's '$name' parameter stands for, made fresh for each cell (a cancel is final). */
  const fixtures: Record<string, () => Promise<string>> = {
    $orderByChapterAccount: async () => String((await placeOrder(t.app, users.CHAPTER, scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }])).id),
    $orderByMember: async () => String((await placeOrder(t.app, users.USER, scene.event.id, [{ productId: scene.products[0]!.id, quantity: 1 }])).id),
  };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const chapter = await createUser(t.app, 'CHAPTER');
    users = {
      USER: await createUser(t.app, 'USER', { chapterId: chapter.chapterId }),
      CHAPTER: chapter,
      ADMIN: await createUser(t.app, 'ADMIN'),
      SUPER_ADMIN: await createUser(t.app, 'SUPER_ADMIN'),
    };
    scene = await shopScene(t.app, chapter, [1000]);
  });
  afterAll(async () => t?.close());

  it('has a row for every API route and no row for a route that does not exist', () => {
    const routes = new Set<string>();
    t.app.routeList.forEach((r) => routes.add(`${r.method} ${r.url}`));
    const documented = new Set(matrix.routes.map((r) => r.route));
    const missing = [...routes].filter((r) => r.includes(' /api/v1/') && !r.includes('/api/v1/docs') && !r.startsWith('HEAD ') && !documented.has(r));
    expect(missing).toEqual([]);
    const unknown = [...documented].filter((r) => !routes.has(r));
    expect(unknown).toEqual([]);
  });

  for (const row of matrix.routes) {
    for (const caller of matrix.roles) {
      it(`${row.route} as ${caller} answers ${row.expect[caller]}`, async () => {
        const made: Record<string, string> = {};
        for (const [name, value] of Object.entries(row.params ?? {})) if (value.startsWith('$')) made[name] = await fixtures[value]!();
        const { method, url } = urlFor(row, made);
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: caller === 'anonymous' ? {} : users[caller].headers,
          ...(row.body !== undefined ? { payload: row.body as object } : {}),
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(row.expect[caller]);
      });
    }
  }
});
