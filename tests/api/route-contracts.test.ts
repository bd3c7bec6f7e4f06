/**
 * Each API route is declared once, in @portal/contract (contract/src/routes.ts), served from that
 * declaration (api/src/lib/serve.ts), and the API's route list, the role matrix and the API
 * document agree with those declarations: a route added without a declaration, or without a row
 * of the role matrix, fails here.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '@portal/contract/routes';
import { route, routeKey } from '@portal/contract/route';
import type { Role } from '@portal/contract/rules';
import { ok } from '@portal/api/lib/envelope';
import { ConflictError } from '@portal/api/lib/errors';
import { serve } from '@portal/api/lib/serve';
import { createTestApp, type TestApp } from '../fixtures/app';

interface MatrixRow {
  route: string;
  expect: Record<'anonymous' | Role, number>;
}
const matrix = JSON.parse(readFileSync(new URL('../../api/src/access/role-matrix.json', import.meta.url), 'utf8')) as { routes: MatrixRow[] };
const ROLES: Role[] = ['USER', 'CHAPTER', 'ADMIN', 'SUPER_ADMIN'];
const declared = declaredRoutes();
const API = '/api/v1';

describe('route declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  const apiRoutes = () => t.app.routeList.filter((r) => r.url.startsWith(`${API}/`) && !r.url.startsWith(`${API}/docs`) && r.method !== 'HEAD');

  it('declares every API route, and declares no route the API lacks', () => {
    const registered = apiRoutes().map((r) => `${r.method} ${r.url.slice(API.length)}`);
    const keys = new Set(declared.map(routeKey));
    expect(registered.filter((r) => !keys.has(r))).toEqual([]);
    expect([...keys].filter((k) => !registered.includes(k))).toEqual([]);
  });

  it('serves every API route from its own declaration', () => {
    const wrong = apiRoutes().filter((r) => r.contract !== `${r.method} ${r.url.slice(API.length)}`);
    expect(wrong.map((r) => `${r.method} ${r.url}: ${r.contract ?? 'not served from a declaration'}`)).toEqual([]);
  });

  it('gives every API route a row of the role matrix', () => {
    const rows = new Set(matrix.routes.map((row) => row.route));
    expect(apiRoutes().filter((r) => !rows.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('declares each route once', () => {
    const keys = declared.map(routeKey);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  // A role the declaration leaves out is refused in every row; a role it lets in gets through in
  // at least one, since a row with a narrower query may meet the service's own refusal (an ADMIN
  // asking for the history of users).
  it('gives the role matrix the access each declaration states', () => {
    const wrong: string[] = [];
    for (const contract of declared) {
      const rows = matrix.routes.filter((row) => row.route === `${contract.method} ${API}${contract.path}`);
      if (!rows.length) wrong.push(`${routeKey(contract)}: no row`);
      for (const row of rows) {
        if (contract.access !== 'public' && row.expect.anonymous !== 401) wrong.push(`${routeKey(contract)} anonymous: ${row.expect.anonymous}`);
      }
      for (const role of ROLES) {
        const allowed = contract.access === 'public' || contract.access === 'authenticated' || contract.access.includes(role);
        const refused = rows.filter((row) => row.expect[role] === 401 || row.expect[role] === 403);
        if (allowed && rows.length && refused.length === rows.length) wrong.push(`${routeKey(contract)} ${role}: refused in every row`);
        if (!allowed && refused.length < rows.length) wrong.push(`${routeKey(contract)} ${role}: let through`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('documents each declared route with its summary', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/docs/json` });
    const doc = res.json<{ paths: Record<string, Record<string, { summary?: string }>> }>();
    const missing = declared.filter((c) => {
      const path = `${API}${c.path}`.replace(/:(\w+)/g, '{$1}');
      return doc.paths[path]?.[c.method.toLowerCase()]?.summary !== c.summary;
    });
    expect(missing.map(routeKey)).toEqual([]);
  });
});

describe('answers held to their declaration under test', () => {
  const item = route({
    method: 'GET',
    path: '/things/:id',
    access: 'public',
    tag: 'things',
    summary: 'A thing',
    params: v.object({ id: v.string() }),
    answer: v.strictObject({ id: v.string(), name: v.string() }),
    errors: ['THING_TAKEN'],
  });

  async function answerOf(handler: Parameters<typeof serve<typeof item>>[2], id = 'a') {
    const app = Fastify();
    app.setValidatorCompiler(() => (data) => ({ value: data }));
    app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, _request, reply) =>
      reply.status(error.statusCode ?? 500).send({ success: false, message: error.message, code: error.code, data: null }),
    );
    serve(app, item, handler);
    const res = await app.inject({ method: 'GET', url: `/things/${id}` });
    await app.close();
    return { status: res.statusCode, body: res.json<{ code?: string; message: string }>() };
  }

  it('lets an answer through that matches its schema', async () => {
    const { status } = await answerOf(async ({ params }) => ok({ id: params.id, name: 'Anvil' }));
    expect(status).toBe(200);
  });

  it('turns a field the schema does not name into a 500 naming the route', async () => {
    const { status, body } = await answerOf(async ({ params }) => ok({ id: params.id, name: 'Anvil', secret: 'x' } as { id: string; name: string }));
    expect(status).toBe(500);
    expect(body.code).toBe('CONTRACT_BROKEN');
    expect(body.message).toContain('GET /things/:id');
  });

  it('holds an answer the handler sends as JSON text (a stored answer replayed) to its schema too', async () => {
    const text = (data: object) => JSON.stringify({ success: true, message: 'OK', data });
    const good = await answerOf(async ({ reply, params }) => reply.type('application/json; charset=utf-8').send(text({ id: params.id, name: 'Anvil' })));
    expect(good.status).toBe(200);
    const bad = await answerOf(async ({ reply, params }) => reply.type('application/json; charset=utf-8').send(text({ id: params.id, name: 'Anvil', secret: 'x' })));
    expect(bad.status).toBe(500);
    expect(bad.body.code).toBe('CONTRACT_BROKEN');
  });

  it('lets a declared refusal through and turns an undeclared one into a 500', async () => {
    expect((await answerOf(async () => Promise.reject(new ConflictError('Taken', 'THING_TAKEN')))).status).toBe(409);
    const undeclared = await answerOf(async () => Promise.reject(new ConflictError('Gone', 'THING_GONE')));
    expect(undeclared.status).toBe(500);
    expect(undeclared.body.message).toContain('THING_GONE');
  });
});
