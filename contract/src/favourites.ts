/**
 * Favourites: products a shopper (CHAPTER or USER) marked with the heart, kept per person. The
 * device queues changes made offline and sends each with the moment it was made (`at`), so the
 * server keeps the later of two changes to one product (last write wins), whichever device or
 * order they arrive in.
 */
import * as v from 'valibot';
import { isoMoment, qDate, qInt } from './common';
import { route } from './route';
import { SHOPPERS } from './rules';

export const favouriteParams = v.object({ productId: qInt('productId', 1, 2_147_483_647) });
export type FavouriteParams = v.InferOutput<typeof favouriteParams>;

/** PUT /favourites/:productId: `at` is when the heart was set on the device (default: now). */
export const favouriteBody = v.optional(v.strictObject({ at: v.optional(qDate('at')) }), {});
export type FavouriteBody = v.InferOutput<typeof favouriteBody>;

/** DELETE /favourites/:productId?at=...: when the heart was cleared on the device (default: now). */
export const favouriteRemoveQuery = v.object({ at: v.optional(qDate('at')) });
export type FavouriteRemoveQuery = v.InferOutput<typeof favouriteRemoveQuery>;

export const favouriteView = v.strictObject({
  productId: v.number(),
  /** When it was marked (the device's moment for a change sent later). */
  createdAt: isoMoment,
});
export type FavouriteView = v.InferOutput<typeof favouriteView>;

export const favouriteList = v.strictObject({ items: v.array(favouriteView) });
export type FavouriteList = v.InferOutput<typeof favouriteList>;

/** What the server holds for one product after a change: `favourite` false when it is not one. */
export const favouriteState = v.strictObject({
  productId: v.number(),
  favourite: v.boolean(),
  /** When the kept state was set; null when it is not a favourite. */
  changedAt: v.nullable(isoMoment),
});
export type FavouriteState = v.InferOutput<typeof favouriteState>;

/** The signed-in shopper's own favourites (CHAPTER and USER; the back office has none). */
const tag = 'favourites';
export const favouriteRoutes = {
  list: route({ method: 'GET', path: '/favourites', access: SHOPPERS, tag, summary: "The shopper's own favourites", answer: favouriteList, errors: [] }),
  mark: route({
    method: 'PUT',
    path: '/favourites/:productId',
    access: SHOPPERS,
    tag,
    summary: 'Mark an active product as a favourite; the later of two changes wins',
    params: favouriteParams,
    body: favouriteBody,
    answer: favouriteState,
    errors: ['NOT_FOUND'],
  }),
  unmark: route({
    method: 'DELETE',
    path: '/favourites/:productId',
    access: SHOPPERS,
    tag,
    summary: 'Clear a favourite unless it was marked later; idempotent',
    params: favouriteParams,
    query: favouriteRemoveQuery,
    answer: favouriteState,
    errors: [],
  }),
};
