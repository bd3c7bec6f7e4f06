/** The contract's answer types name real routes: each is a row of the role matrix (the API's own route list). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '@portal/contract/api-answers';

// Every route of ApiAnswers, once; the type check fails when one is added there and not here.
const ROUTES = ['GET /products', 'GET /products/stats', 'POST /products', 'PUT /products/:id', 'PATCH /products/:id/activate', 'PATCH /products/:id/deactivate', 'DELETE /products/:id', 'POST /products/bulk', 'POST /products/import', 'GET /vendors', 'POST /vendors', 'PUT /vendors/:id', 'DELETE /vendors/:id', 'POST /vendors/import',
  'GET /categories', 'GET /categories/stats', 'POST /categories', 'PUT /categories/:id', 'PUT /categories/:id/activate', 'PUT /categories/:id/deactivate', 'DELETE /categories/:id',
  'GET /tags', 'GET /tags/stats', 'POST /tags', 'PUT /tags/:id', 'PATCH /tags/:id/activate', 'PATCH /tags/:id/deactivate', 'DELETE /tags/:id'] as const satisfies readonly ApiRoute[];
const everyRouteListed: [Exclude<ApiRoute, (typeof ROUTES)[number]>] extends [never] ? true : false = true;

const matrix = JSON.parse(readFileSync(new URL('../../api/src/access/role-matrix.json', import.meta.url), 'utf8')) as { routes: Array<{ route: string }> };

describe('API answer types', () => {
  it('name only routes the API has', () => {
    expect(everyRouteListed).toBe(true);
    const known = new Set(matrix.routes.map((r) => r.route.replace(' /api/v1/', ' /')));
    expect(ROUTES.filter((r) => !known.has(r))).toEqual([]);
  });
});
