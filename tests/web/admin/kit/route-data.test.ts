import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../web/src/lib/query/query-client';
import { createAppRouter } from '../../../../web/src/app/app';

// Every back-office screen loads what it first shows through its route's loader and says a
// failure through its route's error component (with Retry), rather than a screen fetching on its
// own after it rendered and a loader hiding what went wrong.
const router = createAppRouter(createQueryClient());
const layouts = new Set(['/_app/admin/', '/_app/admin/system']);
const screens = Object.values(router.routesById).filter((route) => route.id.startsWith('/_app/admin/') && !layouts.has(route.id));

describe('back-office routes own their data', () => {
  it('finds every back-office screen', () => {
    expect(screens.map((route) => route.id).sort()).toEqual(
      [
        '/_app/admin/chapters',
        '/_app/admin/dashboard',
        '/_app/admin/events',
        '/_app/admin/orders',
        '/_app/admin/orders_/$orderId',
        '/_app/admin/products',
        '/_app/admin/reports',
        '/_app/admin/users',
        '/_app/admin/vendors',
        '/_app/admin/system/analytics',
        '/_app/admin/system/audit',
        '/_app/admin/system/categories',
        '/_app/admin/system/notifications',
        '/_app/admin/system/payments',
        '/_app/admin/system/settings',
        '/_app/admin/system/shipping',
        '/_app/admin/system/tags',
      ].sort(),
    );
  });

  it.each(screens.map((route) => [route.id, route] as const))('%s has a loader and an error component', (_id, route) => {
    expect(route.options.loader).toBeTypeOf('function');
    expect(route.options.errorComponent).toBeTruthy();
  });
});
