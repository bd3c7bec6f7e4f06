/**
 * Favourites: products a shopper (CHAPTER or USER) marked with the heart, kept per person. The
 * device queues changes made offline and sends each with the moment it was made (`at`), so the
 * server keeps the later of two changes to one product (last write wins), whichever device or
 * order they arrive in.
 */
import * as v from 'valibot';
import { qDate, qInt } from './common';

export const favouriteParams = v.object({ productId: qInt('productId', 1, 2_147_483_647) });
export type FavouriteParams = v.InferOutput<typeof favouriteParams>;

/** PUT /favourites/:productId: `at` is when the heart was set on the device (default: now). */
export const favouriteBody = v.optional(v.strictObject({ at: v.optional(qDate('at')) }), {});
export type FavouriteBody = v.InferOutput<typeof favouriteBody>;

/** DELETE /favourites/:productId?at=...: when the heart was cleared on the device (default: now). */
export const favouriteRemoveQuery = v.object({ at: v.optional(qDate('at')) });
export type FavouriteRemoveQuery = v.InferOutput<typeof favouriteRemoveQuery>;

export interface FavouriteView {
  productId: number;
  /** When it was marked (the device's moment for a change sent later). */
  createdAt: string;
}

export interface FavouriteList {
  items: FavouriteView[];
}

/** What the server holds for one product after a change: `favourite` false when it is not one. */
export interface FavouriteState {
  productId: number;
  favourite: boolean;
  /** When the kept state was set; null when it is not a favourite. */
  changedAt: string | null;
}
