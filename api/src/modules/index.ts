/** Every API module, registered under /api/v1. One line per domain. */
import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/auth.routes';
import healthRoutes from './health/health.routes';
import profileRoutes from './users/profile.routes';
import usersRoutes from './users/users.routes';
import vendorRoutes from './vendors/vendors.routes';
import eventRoutes from './events/events.routes';
import chapterRoutes from './chapters/chapters.routes';
import productRoutes from './products/products.routes';
import categoryRoutes from './categories/categories.routes';
import tagRoutes from './tags/tags.routes';
import imageRoutes from './images/images.routes';
import syncRoutes from './sync/sync.routes';
import settingsRoutes from './settings/settings.routes';
import orderRoutes from './orders/orders.routes';
import sealedOrderRoutes from './orders/sealed-orders.routes';
import orderTimelineRoutes from './orders/order-timeline.routes';
import notificationRoutes from './notifications/notifications.routes';
import reportRoutes from './reports/reports.routes';
import favouriteRoutes from './favourites/favourites.routes';
import importRoutes from './imports/imports.routes';
import auditRoutes from './audit/audit.routes';
import bulkRoutes from './bulk/bulk.routes';

export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(usersRoutes);
  await app.register(vendorRoutes);
  await app.register(eventRoutes);
  await app.register(chapterRoutes);
  await app.register(productRoutes);
  await app.register(categoryRoutes);
  await app.register(tagRoutes);
  await app.register(imageRoutes);
  await app.register(syncRoutes);
  await app.register(settingsRoutes);
  await app.register(orderRoutes);
  await app.register(sealedOrderRoutes);
  await app.register(orderTimelineRoutes);
  await app.register(notificationRoutes);
  await app.register(reportRoutes);
  await app.register(favouriteRoutes);
  await app.register(importRoutes);
  await app.register(auditRoutes);
  await app.register(bulkRoutes);
}
