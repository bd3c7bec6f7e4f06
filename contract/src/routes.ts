/**
 * Every route declared in the contract, by domain. The API registers its handlers from these
 * (api/src/lib/serve.ts) and tests/api/route-contracts.test.ts holds the API's route list, the
 * role matrix and the API document to this list.
 */
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { bulkRoutes, exportRoutes } from './bulk';
import { cartRoutes } from './carts';
import { chapterRoutes } from './chapters';
import { eventRoutes } from './events';
import { favouriteRoutes } from './favourites';
import { healthRoutes } from './health';
import { importRoutes } from './imports';
import { adminNotificationRoutes, notificationRoutes } from './notifications';
import { orderRoutes } from './orders';
import { orderTimelineRoutes } from './order-timeline';
import { imageRoutes, productRoutes } from './products';
import { reportRoutes } from './reports';
import { sealedOrderRoutes } from './sealed-orders';
import type { AnswersOf, RouteContract } from './route';
import { settingsRoutes } from './settings';
import { syncRoutes } from './sync';
import { categoryRoutes, tagRoutes } from './taxonomy';
import { profileRoutes, userRoutes } from './users';
import { vendorRoutes } from './vendors';

export const API_ROUTES = {
  health: healthRoutes,
  auth: authRoutes,
  profile: profileRoutes,
  users: userRoutes,
  chapters: chapterRoutes,
  vendors: vendorRoutes,
  products: productRoutes,
  images: imageRoutes,
  orders: orderRoutes,
  orderTimeline: orderTimelineRoutes,
  sync: syncRoutes,
  categories: categoryRoutes,
  tags: tagRoutes,
  favourites: favouriteRoutes,
  carts: cartRoutes,
  settings: settingsRoutes,
  notifications: notificationRoutes,
  adminNotifications: adminNotificationRoutes,
  audit: auditRoutes,
  reports: reportRoutes,
  events: eventRoutes,
  sealedOrders: sealedOrderRoutes,
  bulk: bulkRoutes,
  exports: exportRoutes,
  imports: importRoutes,
} as const;

type Domains = typeof API_ROUTES;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The answers of the declared routes, by "METHOD /path". */
export type DeclaredAnswers = Intersection<{ [D in keyof Domains]: AnswersOf<Domains[D]> }[keyof Domains]>;

export const declaredRoutes = (): RouteContract[] => Object.values(API_ROUTES).flatMap((domain): RouteContract[] => Object.values(domain));
