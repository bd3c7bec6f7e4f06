/**
 * Sealed orders (decision 029): an order a device queued is placed as its author even after that
 * person signed out. At sign-in the device asks for its session's delivery key; each queued order
 * is sealed with it (an HMAC-SHA256 over the text `sealText` makes); at sign-out the key goes with
 * the session and only the seals stay. POST /orders/sealed takes a sealed order with no session.
 * The device and the API build the sealed text with this one function, so they agree byte for byte.
 */
import * as v from 'valibot';
import { isoMoment } from './common';
import { orderView, placeOrderBody } from './orders';
import { route } from './route';
import { SHOPPERS } from './rules';

/** A delivery key lives 30 days from its issue; a device asks for a new one a week before. */
export const DELIVERY_KEY_TTL_DAYS = 30;
export const DELIVERY_KEY_RENEW_DAYS = 7;

/** The seal's version, first in the sealed text: a later way of sealing gets a new one. */
export const SEAL_VERSION = 'portal-sealed-order/1';

export const MSG_SEAL_INVALID = 'This order was not sealed on this tablet for its author';
export const MSG_DELIVERY_KEY_REVOKED = 'The tablet may no longer send orders for this person: they must sign in to send it';
export const MSG_DELIVERY_KEY_EXPIRED = 'This order waited too long on the tablet: its author must sign in to send it';

/** JSON with object keys sorted at every level and undefined members left out. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonicalJson(x)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What a seal covers: the key it was made with, the Idempotency-Key and the whole order. */
export function sealText(keyId: string, idempotencyKey: string, order: unknown): string {
  return `${SEAL_VERSION}\n${keyId}\n${idempotencyKey}\n${canonicalJson(order)}`;
}

const keyId = v.pipe(v.string('keyId is required'), v.uuid('keyId must be a UUID'));
/** HMAC-SHA256 in base64url without padding: 43 characters. */
const BASE64URL_256 = /^[A-Za-z0-9_-]{43}$/;

export const deliveryKey = v.strictObject({
  keyId: v.string(),
  /** The key itself, base64url: given to the device once per request, never stored by the API. */
  key: v.string(),
  expiresAt: isoMoment,
});
export type DeliveryKey = v.InferOutput<typeof deliveryKey>;

export const sealedOrderBody = v.strictObject({
  keyId,
  seal: v.pipe(v.string('seal is required'), v.regex(BASE64URL_256, 'seal must be an HMAC-SHA256 in base64url')),
  order: placeOrderBody,
});
export type SealedOrderBody = v.InferInput<typeof sealedOrderBody>;
export type SealedOrderInput = v.InferOutput<typeof sealedOrderBody>;

const tag = 'orders';

export const sealedOrderRoutes = {
  deliveryKey: route({
    method: 'POST',
    path: '/orders/delivery-key',
    access: SHOPPERS,
    tag,
    summary: "This session's delivery key, for sealing the orders the device queues",
    answer: deliveryKey,
    errors: [],
  }),
  placeSealed: route({
    method: 'POST',
    path: '/orders/sealed',
    access: 'public',
    tag,
    summary: 'Place an order sealed on a device by its signed-out author, once per Idempotency-Key',
    body: sealedOrderBody,
    // The order as POST /orders answers it; a replay answers the first answer's bytes.
    answer: orderView,
    status: 201,
    errors: ['SEAL_INVALID', 'DELIVERY_KEY_REVOKED', 'DELIVERY_KEY_EXPIRED', 'ORDER_REFUSED', 'PRICE_CHANGED', 'ORDER_TOO_LARGE', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_IN_PROGRESS', 'SERVER_BUSY'],
  }),
};
