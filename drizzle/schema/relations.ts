import { relations } from 'drizzle-orm';
import { chapters } from './chapters';
import { events } from './events';
import { orderItems, orders, payments, vendorOrders } from './orders';
import { productCategories, productImages, products, productTags } from './products';
import { notifications } from './system';
import { categories, tags } from './taxonomy';
import { refreshTokens, users } from './users';
import { vendors } from './vendors';

export const usersRelations = relations(users, ({ one, many }) => ({
  chapter: one(chapters, { fields: [users.chapterId], references: [chapters.id] }),
  refreshTokens: many(refreshTokens),
  orders: many(orders),
  notifications: many(notifications),
}));

export const chaptersRelations = relations(chapters, ({ many }) => ({
  users: many(users),
  events: many(events),
  orders: many(orders),
}));

export const vendorsRelations = relations(vendors, ({ many }) => ({
  products: many(products),
  vendorOrders: many(vendorOrders),
  payments: many(payments),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  vendor: one(vendors, { fields: [products.vendorId], references: [vendors.id] }),
  images: many(productImages),
  categories: many(productCategories),
  tags: many(productTags),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

export const productCategoriesRelations = relations(productCategories, ({ one }) => ({
  product: one(products, { fields: [productCategories.productId], references: [products.id] }),
  category: one(categories, { fields: [productCategories.categoryId], references: [categories.id] }),
}));

export const productTagsRelations = relations(productTags, ({ one }) => ({
  product: one(products, { fields: [productTags.productId], references: [products.id] }),
  tag: one(tags, { fields: [productTags.tagId], references: [tags.id] }),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({ products: many(productCategories) }));
export const tagsRelations = relations(tags, ({ many }) => ({ products: many(productTags) }));

export const eventsRelations = relations(events, ({ one, many }) => ({
  chapter: one(chapters, { fields: [events.chapterId], references: [chapters.id] }),
  orders: many(orders),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  chapter: one(chapters, { fields: [orders.chapterId], references: [chapters.id] }),
  event: one(events, { fields: [orders.eventId], references: [events.id] }),
  items: many(orderItems),
  vendorOrders: many(vendorOrders),
  payments: many(payments),
}));

export const vendorOrdersRelations = relations(vendorOrders, ({ one, many }) => ({
  order: one(orders, { fields: [vendorOrders.orderId], references: [orders.id] }),
  vendor: one(vendors, { fields: [vendorOrders.vendorId], references: [vendors.id] }),
  items: many(orderItems),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  vendorOrder: one(vendorOrders, { fields: [orderItems.vendorOrderId], references: [vendorOrders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
  vendorOrder: one(vendorOrders, { fields: [payments.vendorOrderId], references: [vendorOrders.id] }),
  vendor: one(vendors, { fields: [payments.vendorId], references: [vendors.id] }),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  user: one(users, { fields: [refreshTokens.userId], references: [users.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
  order: one(orders, { fields: [notifications.orderId], references: [orders.id] }),
}));
