// Generated requests over every route of the OpenAPI document, as each role and signed out:
// whatever the input, the answer is never a 5xx, and a JSON body holding text no database can
// store (a NUL, a lone surrogate) is never accepted. `pnpm fuzz` runs many more of them.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasInvalidCharacter } from '@portal/contract/guards';
import { ROLES, type Role } from '@portal/contract/rules';
import { createTestApp, type TestApp } from '../fixtures/app';
import { requestFor, routesOf, valueFor, type FuzzRequest, type RouteSpec } from '../fixtures/openapi-fuzz';
import { createCategory, linkCategory, placeOrder, shopScene } from '../fixtures/orders';
import { createUser, type TestUser } from '../fixtures/users';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** Whether a JSON body holds, in any text or key, a character no database text can hold. */
function holdsInvalidText(value: unknown): boolean {
  if (typeof value === 'string') return hasInvalidCharacter(value);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => hasInvalidCharacter(key) || holdsInvalidText(inner));
}
const invalidJsonBody = (request: FuzzRequest) =>
  request.payload !== undefined && request.headers['content-type'] === 'application/json' && holdsInvalidText(JSON.parse(request.payload));

describe('every route, given generated input', () => {
  let t: TestApp;
  let routes: RouteSpec[];
  const users = {} as Record<Role, TestUser>;

  beforeAll(async () => {
    t = await createTestApp('pglite', { loginRateLimit: { max: 1_000_000, windowSeconds: 60 } });
    for (const role of ROLES) users[role] = await createUser(t.app, role);
    for (const shopper of [users.CHAPTER, users.USER]) {
      const scene = await shopScene(t.app, shopper, [1000, 2550, 99_999]);
      const category = await createCategory(t.app);
      await linkCategory(t.app, scene.products[0]!.id, category.id);
      await placeOrder(t.app, shopper, scene.event.id, [{ productId: scene.products[0]!.id, quantity: 2 }]);
    }
    const docs = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    routes = routesOf(docs.json());
  });
  afterAll(async () => t?.close());

  it(`never answers 5xx (${RUNS} requests, seed ${SEED})`, async () => {
    expect(routes.length).toBeGreaterThanOrEqual(80);
    const roles = fc.constantFrom<Role | 'ANONYMOUS'>(...ROLES, 'ANONYMOUS');
    const requests = fc.sample(fc.constantFrom(...routes).chain((route) => requestFor(route, roles)), { numRuns: RUNS, seed: SEED });
    const failures: Array<FuzzRequest & { status: number; body: string }> = [];
    const accepted: Array<FuzzRequest & { status: number }> = [];
    let invalidBodies = 0;
    const statuses = new Map<number, number>();
    for (const request of requests) {
      // Credentials are read at sending time: a user whose session a request ended is replaced below.
      const headers = { ...request.headers, ...(request.role === 'ANONYMOUS' ? {} : users[request.role].headers) };
      const res = await t.app.inject({ method: request.method as 'GET', url: request.url, headers, ...(request.payload === undefined ? {} : { payload: request.payload }) });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) failures.push({ ...request, status: res.statusCode, body: res.body });
      if (invalidJsonBody(request)) {
        invalidBodies++;
        if (res.statusCode < 400) accepted.push({ ...request, status: res.statusCode });
      }
      // Sign-out, password changes, role changes and deletions end sessions: act on as a new user.
      if (res.statusCode === 401 && request.role !== 'ANONYMOUS') users[request.role] = await createUser(t.app, request.role);
    }
    console.log(
      `fuzz: ${requests.length} requests over ${routes.length} routes, seed ${SEED}; 5xx answers: ${failures.length}; JSON bodies with a NUL or lone surrogate: ${invalidBodies}, accepted: ${accepted.length}; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures.slice(0, 10).map((f) => `${f.status} ${f.method} ${f.url} ${f.headers['content-type'] ?? ''} ${f.payload?.slice(0, 300) ?? ''}`)).toEqual([]);
    expect(accepted.slice(0, 10).map((f) => `${f.status} ${f.method} ${f.url} ${f.payload?.slice(0, 300) ?? ''}`)).toEqual([]);

  }, 60_000 + RUNS * 50);

  it('generates text holding a NUL, a lone high surrogate and a lone low surrogate', () => {
    const texts = fc.sample(valueFor({ type: 'string', maxLength: 40 }, 'city'), { numRuns: 2_000, seed: 1 }).filter((x): x is string => typeof x === 'string');
    expect(texts.some((s) => s.includes('\u0000'))).toBe(true);
    expect(texts.some((s) => /[\ud800-\udbff](?![\udc00-\udfff])/.test(s))).toBe(true);
    expect(texts.some((s) => /(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s))).toBe(true);
  });
});
