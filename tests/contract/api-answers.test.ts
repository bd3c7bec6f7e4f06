/** The contract's answer types name real routes: each is a row of the role matrix (the API's own route list). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '@portal/contract/api-answers';

// Every route of ApiAnswers, once; the type check fails when one is added there and not here.
const ROUTES = [
  'GET /health', 'GET /health/live', 'POST /auth/register', 'POST /auth/login', 'POST /auth/refresh', 'POST /auth/logout', 'POST /auth/email-available',
  'POST /auth/forgot-password', 'POST /auth/reset-password', 'GET /users/profile', 'PUT /users/profile', 'GET /users', 'POST /users/:id/activate',
  'POST /users/:id/deactivate', 'DELETE /users/:id', 'GET /users/:id', 'PATCH /users/:id/role', 'POST /users/profile/password', 'POST /users/bulk', 'GET /events', 'GET /events/stats', 'POST /events',
  'PUT /events/:id', 'DELETE /events/:id', 'GET /events/:id', 'PATCH /events/:id/activate', 'PATCH /events/:id/deactivate', 'POST /events/bulk', 'GET /chapters', 'GET /chapters/stats', 'POST /chapters',
  'PUT /chapters/:id', 'GET /chapters/:id', 'PATCH /chapters/:id/activate', 'PATCH /chapters/:id/deactivate', 'DELETE /chapters/:id', 'GET /orders', 'GET /orders/stats', 'GET /orders/:id', 'POST /orders', 'PUT /orders/:id',
  'DELETE /orders/:id/cancel', 'GET /orders/:id/timeline', 'POST /orders/:id/comments', 'POST /orders/bulk', 'POST /orders/delivery-key', 'POST /orders/sealed', 'GET /audit', 'GET /settings', 'PUT /settings', 'GET /notifications',
  'PATCH /notifications/read-all', 'PATCH /notifications/:id/read', 'GET /admin/notifications', 'GET /admin/mail-outbox', 'GET /reports/purchases', 'GET /reports/categories',
  'GET /reports/payments', 'GET /reports/revenue-by-day', 'GET /reports/overview', 'GET /sync/catalogue', 'GET /favourites', 'PUT /favourites/:productId', 'DELETE /favourites/:productId',
  'GET /cart', 'POST /cart/changes', 'GET /saved-carts', 'PUT /saved-carts/:id', 'DELETE /saved-carts/:id',
  'GET /products/:id', 'POST /products/:id/images', 'PATCH /products/:id/images/reorder', 'PUT /products/:id/images/:imageId', 'DELETE /products/:id/images/:imageId', 'GET /images/:imageId/:variant', 'GET /vendors/stats',
  'GET /products', 'GET /products/stats', 'POST /products', 'PUT /products/:id', 'PATCH /products/:id/activate', 'PATCH /products/:id/deactivate',
  'DELETE /products/:id', 'POST /products/bulk', 'POST /products/import', 'GET /vendors', 'GET /vendors/:id', 'POST /vendors', 'PUT /vendors/:id',
  'DELETE /vendors/:id', 'POST /vendors/bulk', 'POST /vendors/import', 'GET /categories', 'GET /categories/stats', 'POST /categories', 'PUT /categories/:id',
  'PUT /categories/:id/activate', 'PUT /categories/:id/deactivate', 'DELETE /categories/:id', 'GET /tags', 'GET /tags/stats', 'POST /tags',
  'PUT /tags/:id', 'PATCH /tags/:id/activate', 'PATCH /tags/:id/deactivate', 'DELETE /tags/:id',
  'GET /products/import/template', 'GET /vendors/import/template', 'GET /products/export.csv', 'GET /vendors/export.csv', 'GET /users/export.csv',
  'GET /events/export.csv', 'GET /orders/export.csv', 'GET /chapters/export.csv',
] as const satisfies readonly ApiRoute[];
const everyRouteListed: [Exclude<ApiRoute, (typeof ROUTES)[number]>] extends [never] ? true : false = true;

const matrix = JSON.parse(readFileSync(new URL('../../api/src/access/role-matrix.json', import.meta.url), 'utf8')) as { routes: Array<{ route: string }> };

describe('API answer types', () => {
  it('name only routes the API has', () => {
    expect(everyRouteListed).toBe(true);
    const known = new Set(matrix.routes.map((r) => r.route.replace(' /api/v1/', ' /')));
    expect(ROUTES.filter((r) => !known.has(r))).toEqual([]);
  });
});
