/**
 * Seals on queued orders (decision 029), so an order is still sent after its author signed out.
 * The signed-in person's delivery key lives in their credentials row (device database); each of
 * their undelivered orders gets a seal, an HMAC-SHA256 with that key over the text the contract
 * makes (sealText), kept on the outbox record. Sign-out removes the row, and with it the key: the
 * device keeps only seals, each good for its own order. Worker-safe (device database and Web
 * Crypto only). Callers: checkout, resend, the page's flush loop and sign-out.
 */
import { DELIVERY_KEY_RENEW_DAYS, canonicalJson, sealText, type DeliveryKey } from '@portal/contract/sealed-orders';
import { db } from '../db/database';
import type { DeviceCredentialsRow, OrderSeal, OutboxRecord } from '../db/rows';

const DAY_MS = 86_400_000;

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64url(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function sealOrder(key: Pick<DeliveryKey, 'keyId' | 'key'>, record: Pick<OutboxRecord, 'clientOrderId' | 'payload'>): Promise<OrderSeal> {
  const hmac = await crypto.subtle.importKey('raw', fromBase64url(key.key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode(sealText(key.keyId, record.clientOrderId, record.payload)));
  return { keyId: key.keyId, seal: toBase64url(mac) };
}

const usable = (key: DeviceCredentialsRow['deliveryKey'], now: number): key is NonNullable<DeviceCredentialsRow['deliveryKey']> =>
  key !== undefined && Date.parse(key.expiresAt) > now;

/** Seals each undelivered order of the person that has no seal of their current key. Answers how many. */
export async function sealPendingOrders(userId: number, now = Date.now()): Promise<number> {
  const key = (await db.credentials.get(userId))?.deliveryKey;
  if (!usable(key, now)) return 0;
  const records = await db.outbox
    .where('userId')
    .equals(userId)
    .filter((r) => r.status !== 'sent' && r.seal?.keyId !== key.keyId)
    .toArray();
  let sealed = 0;
  for (const record of records) {
    const seal = await sealOrder(key, record);
    // Only onto the order as it was sealed: a resend may have changed it meanwhile.
    const kept = await db.transaction('rw', db.outbox, async () => {
      const fresh = await db.outbox.get(record.localId);
      if (!fresh || fresh.clientOrderId !== record.clientOrderId || canonicalJson(fresh.payload) !== canonicalJson(record.payload)) return false;
      await db.outbox.update(record.localId, { seal });
      return true;
    });
    if (kept) sealed += 1;
  }
  return sealed;
}

/**
 * Keeps the signed-in person's delivery key (asking the API for one when there is none or it has
 * less than a week to run) and their orders sealed with it. A key that arrives after the person
 * signed out is not kept: their row is gone.
 */
export async function keepOrdersSealed(userId: number, fetchKey: () => Promise<DeliveryKey>, now = Date.now()): Promise<void> {
  const row = await db.credentials.get(userId);
  if (!row) return;
  const key = row.deliveryKey;
  if (!usable(key, now + DELIVERY_KEY_RENEW_DAYS * DAY_MS)) {
    const fresh = await fetchKey();
    await db.credentials.update(userId, { deliveryKey: { keyId: fresh.keyId, key: fresh.key, expiresAt: fresh.expiresAt } });
  }
  await sealPendingOrders(userId, now);
}
