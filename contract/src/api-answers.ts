/**
 * What the API answers in `data` on success, by route ("METHOD /path" as the role matrix names
 * it, without /api/v1). The web's API modules and the web tests' fake API (tests/fixtures/
 * api-handlers.ts) read their types from here, so a fixture that drifts from the API fails the
 * type check. tests/contract/api-answers.test.ts holds the routes to the role matrix.
 *
 * It grows route by route as screens' tests move onto the typed fake API.
 */
import type { BulkResult } from './bulk';
import type { ImportReport } from './imports';
import type { Product, ProductList, ProductStats } from './products';
import type { CategoryList, TagList, TaxonomyItem, TaxonomyStats } from './taxonomy';
import type { VendorAdmin } from './vendors';
import type { Pagination } from './common';

export interface ApiAnswers {
  'GET /products': ProductList;
  'GET /products/stats': ProductStats;
  'POST /products': Product;
  'PUT /products/:id': Product;
  'PATCH /products/:id/activate': Product;
  'PATCH /products/:id/deactivate': Product;
  'DELETE /products/:id': null;
  'POST /products/bulk': BulkResult;
  'POST /products/import': ImportReport;
  'GET /vendors': { vendors: VendorAdmin[]; pagination: Pagination };
  'POST /vendors': VendorAdmin;
  'PUT /vendors/:id': VendorAdmin;
  'DELETE /vendors/:id': null;
  'POST /vendors/import': ImportReport;
  'GET /categories': CategoryList;
  'GET /categories/stats': TaxonomyStats;
  'POST /categories': TaxonomyItem;
  'PUT /categories/:id': TaxonomyItem;
  'PUT /categories/:id/activate': TaxonomyItem;
  'PUT /categories/:id/deactivate': TaxonomyItem;
  'DELETE /categories/:id': null;
  'GET /tags': TagList;
  'GET /tags/stats': TaxonomyStats;
  'POST /tags': TaxonomyItem;
  'PUT /tags/:id': TaxonomyItem;
  'PATCH /tags/:id/activate': TaxonomyItem;
  'PATCH /tags/:id/deactivate': TaxonomyItem;
  'DELETE /tags/:id': null;
}

export type ApiRoute = keyof ApiAnswers;
