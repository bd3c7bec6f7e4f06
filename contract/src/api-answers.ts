/**
 * What the API answers in `data` on success, by route ("METHOD /path" as the role matrix names
 * it, without /api/v1). The web's API modules and the web tests' fake API (tests/fixtures/
 * api-handlers.ts) read their types from here, so a fixture that drifts from the API fails the
 * type check. tests/contract/api-answers.test.ts holds the routes to the role matrix.
 *
 * CSV downloads, templates and pictures answer files, not the envelope, and are not listed.
 */
import type { AuditList } from './audit';
import type { AuthResponse, PublicUser, RefreshResponse } from './auth';
import type { BulkResult } from './bulk';
import type { ChapterItem, ChapterStats } from './chapters';
import type { EventItem, EventStats } from './events';
import type { FavouriteList, FavouriteState } from './favourites';
import type { ImportReport } from './imports';
import type { AdminNotificationList, MailOutboxList, NotificationList, NotificationView } from './notifications';
import type { OrderList, OrderStats, OrderView } from './orders';
import type { ImageUploadResult, Product, ProductImage, ProductList, ProductStats } from './products';
import type { CategoryReport, PaymentReport, PurchaseReport, RevenueDay } from './reports';
import type { PortalSettings } from './settings';
import type { SyncPage } from './sync';
import type { CategoryList, TagList, TaxonomyItem, TaxonomyStats } from './taxonomy';
import type { UsersListData } from './users';
import type { VendorAdmin, VendorStats } from './vendors';
import type { Pagination } from './common';

/** A page of a list whose rows are `items`. */
export interface ItemPage<T> {
  items: T[];
  pagination: Pagination;
}

/** What GET /health answers while the database answers. */
export interface HealthView {
  database: 'pglite' | 'postgres';
  migration: string;
  version: string;
}

export interface ApiAnswers {
  'GET /health': HealthView;
  'POST /auth/register': AuthResponse;
  'POST /auth/login': AuthResponse;
  'POST /auth/refresh': RefreshResponse;
  'POST /auth/logout': null;
  'POST /auth/email-available': { available: boolean };
  'POST /auth/forgot-password': null;
  'POST /auth/reset-password': null;
  'GET /users/profile': PublicUser;
  'PUT /users/profile': PublicUser;
  'GET /users': UsersListData;
  'POST /users/:id/activate': PublicUser;
  'POST /users/:id/deactivate': PublicUser;
  'DELETE /users/:id': null;
  'POST /users/bulk': BulkResult;
  'GET /events': ItemPage<EventItem>;
  'GET /events/stats': EventStats;
  'POST /events': EventItem;
  'PUT /events/:id': EventItem;
  'DELETE /events/:id': null;
  'POST /events/bulk': BulkResult;
  'GET /chapters': ItemPage<ChapterItem>;
  'GET /chapters/stats': ChapterStats;
  'POST /chapters': ChapterItem;
  'PUT /chapters/:id': ChapterItem;
  'GET /orders': OrderList;
  'GET /orders/stats': OrderStats;
  'GET /orders/:id': OrderView;
  'POST /orders': OrderView;
  'PUT /orders/:id': OrderView;
  'DELETE /orders/:id/cancel': OrderView;
  'POST /orders/bulk': BulkResult;
  'GET /audit': AuditList;
  'GET /settings': PortalSettings;
  'PUT /settings': PortalSettings;
  'GET /notifications': NotificationList;
  'PATCH /notifications/read-all': { updated: number };
  'PATCH /notifications/:id/read': NotificationView;
  'GET /admin/notifications': AdminNotificationList;
  'GET /admin/mail-outbox': MailOutboxList;
  'GET /reports/purchases': PurchaseReport;
  'GET /reports/categories': CategoryReport;
  'GET /reports/payments': PaymentReport;
  'GET /reports/revenue-by-day': { rows: RevenueDay[] };
  'GET /sync/catalogue': SyncPage;
  'GET /favourites': FavouriteList;
  'PUT /favourites/:productId': FavouriteState;
  'DELETE /favourites/:productId': FavouriteState;
  'GET /products/:id': Product;
  'POST /products/:id/images': ImageUploadResult;
  'PATCH /products/:id/images/reorder': { images: ProductImage[] };
  'PUT /products/:id/images/:imageId': ProductImage;
  'DELETE /products/:id/images/:imageId': null;
  'GET /vendors/stats': VendorStats;
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
  'POST /vendors/bulk': BulkResult;
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
