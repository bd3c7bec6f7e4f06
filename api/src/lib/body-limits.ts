/**
 * How many bytes of body each route reads before answering 413 (decision 019). Fastify checks
 * Content-Length before reading, and counts the bytes of a body sent without one, so a body past
 * its route's limit costs the process almost nothing. Imports and picture uploads keep their own
 * limits (imports.routes.ts, images.routes.ts); every other route gets DEFAULT_BODY_LIMIT.
 */
import { MAX_ID } from '@portal/contract/guards';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, MAX_ORDER_NOTES, MAX_PO_NUMBER } from '@portal/contract/orders';
import { MAX_ORDER_TOTAL_CENTS } from '@portal/contract/rules';

const KB = 1024;

/** Back-office forms and bulk actions. */
export const DEFAULT_BODY_LIMIT = 1024 * KB;

/** Sign-in, refresh, sign-out, reset-link requests, resets, e-mail checks, password changes, favourites. */
export const SMALL_BODY_LIMIT = 8 * KB;

/** Registration and the profile: a person and a chapter's record. */
export const FORM_BODY_LIMIT = 16 * KB;

/**
 * The largest order the contract allows (every line, every text at its longest in characters of
 * three UTF-8 bytes, ids and figures at their largest), pretty-printed: the order limit is that
 * rounded up to whole 16 KB, so no legal order is ever refused for its size.
 */
export function largestLegalOrderBytes(): number {
  const wide = (n: number) => '\u20ac'.repeat(n);
  const order = {
    clientOrderId: '00000000-0000-4000-8000-000000000000',
    eventId: MAX_ID,
    paymentMethod: 'CREDIT_CARD',
    placedAt: '2100-12-31T23:59:59.999+00:00',
    poNumber: wide(MAX_PO_NUMBER),
    notes: wide(MAX_ORDER_NOTES),
    items: Array.from({ length: MAX_ORDER_LINES }, () => ({ productId: MAX_ID, quantity: MAX_LINE_QUANTITY, seenUnitPrice: MAX_ORDER_TOTAL_CENTS })),
  };
  return Buffer.byteLength(JSON.stringify(order, null, 2));
}

export const ORDER_BODY_LIMIT = Math.ceil(largestLegalOrderBytes() / (16 * KB)) * 16 * KB;
