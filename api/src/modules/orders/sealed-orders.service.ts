/**
 * Orders sealed on a device for an author who has since signed out (decision 029). A delivery key
 * is derived from the server's secret and the key's id, so the table keeps no key material; a seal
 * is an HMAC-SHA256 with that key over the text contract/src/sealed-orders.ts makes. A sealed
 * order is placed by the same code as POST /orders, under the same (author, Idempotency-Key), so
 * it lands once whichever way it arrives, and a replay answers the first answer.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database } from '@portal/db';
import {
  DELIVERY_KEY_RENEW_DAYS,
  DELIVERY_KEY_TTL_DAYS,
  MSG_DELIVERY_KEY_EXPIRED,
  MSG_DELIVERY_KEY_REVOKED,
  MSG_SEAL_INVALID,
  sealText,
  type DeliveryKey,
  type SealedOrderInput,
} from '@portal/contract/sealed-orders';
import { SHOPPERS } from '@portal/contract/rules';
import { ForbiddenError, forbidden, UnauthorizedError, ValidationError, type AppError } from '../../lib/errors';
import { runIdempotent } from '../../lib/idempotency';
import type { AuthUser } from '../../plugins/auth';
import * as repo from './delivery-keys.repo';
import { placeOrder, type CopyWriter, type PlacedOrder } from './place-order.service';

const DAY_MS = 86_400_000;
export const MSG_ACCOUNT_INACTIVE = 'Your account is not active';

/** The key of a key id: 32 bytes, base64url. Only the server's secret and the id make it. */
export function deriveKey(secret: string, keyId: string): string {
  return createHmac('sha256', secret).update(`portal-delivery-key/1\n${keyId}`).digest('base64url');
}

export function sealWith(key: string, text: string): string {
  return createHmac('sha256', Buffer.from(key, 'base64url')).update(text, 'utf8').digest('base64url');
}

function sameSeal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The caller's session key: the one it has while it has more than a week to run, otherwise a new
 * one for 30 days. Asking again is harmless, so a device asks whenever it has none.
 */
export async function deliveryKeyFor(db: Database, secret: string, user: AuthUser, now = Date.now()): Promise<DeliveryKey> {
  const kept = user.sessionId ? await repo.findSessionKey(db, user.id, user.sessionId, new Date(now + DELIVERY_KEY_RENEW_DAYS * DAY_MS)) : null;
  const row = kept ?? (await repo.insertKey(db, { id: randomUUID(), userId: user.id, sessionId: user.sessionId, expiresAt: new Date(now + DELIVERY_KEY_TTL_DAYS * DAY_MS) }));
  return { keyId: row.id, key: deriveKey(secret, row.id), expiresAt: row.expiresAt.toISOString() };
}

type KeyRow = NonNullable<Awaited<ReturnType<typeof repo.findKeyWithUser>>>;

/** Why a key with a good seal may not place an order now, or null when it may. */
function keyRefusal(row: KeyRow, now: number): AppError | null {
  // The author's state first: a deactivation revokes the key too, and is the reason to give.
  if (!row.isActive) return new ForbiddenError(MSG_ACCOUNT_INACTIVE, 'ACCOUNT_INACTIVE');
  if (!(SHOPPERS as readonly string[]).includes(row.role)) return forbidden('ROLE_NOT_ALLOWED');
  if (row.revokedAt) return new UnauthorizedError(MSG_DELIVERY_KEY_REVOKED, 'DELIVERY_KEY_REVOKED');
  if (row.expiresAt.getTime() <= now) return new UnauthorizedError(MSG_DELIVERY_KEY_EXPIRED, 'DELIVERY_KEY_EXPIRED');
  return null;
}

/**
 * Places a sealed order as its author. An unknown key and a seal that does not match are the same
 * refusal, so a guess learns nothing. A key that may no longer place orders still answers a
 * replay of an order it placed before (the device may have missed that answer).
 */
export async function placeSealedOrder(
  db: Database,
  secret: string,
  input: SealedOrderInput,
  idempotencyKey: string | undefined,
  writeCopy: CopyWriter,
  now = Date.now(),
): Promise<PlacedOrder> {
  if (!idempotencyKey) throw ValidationError.ofField('idempotency-key', { code: 'IDEMPOTENCY_KEY_REQUIRED' }, 'The Idempotency-Key header is required');
  const row = await repo.findKeyWithUser(db, input.keyId);
  const expected = row ? sealWith(deriveKey(secret, row.id), sealText(row.id, idempotencyKey, input.order)) : '';
  if (!row || !sameSeal(expected, input.seal)) throw new UnauthorizedError(MSG_SEAL_INVALID, 'SEAL_INVALID');
  const refusal = keyRefusal(row, now);
  if (refusal) {
    // The stored answer if this order was placed already; otherwise the refusal, leaving nothing.
    return runIdempotent(db, { userId: row.userId, key: idempotencyKey, body: input.order }, {
      read: async () => null,
      write: async () => {
        throw refusal;
      },
    });
  }
  return placeOrder(db, { id: row.userId, chapterId: row.chapterId }, input.order, idempotencyKey, writeCopy);
}
