/**
 * One attempt to deliver a queued order: POST /orders with the order's clientOrderId as the
 * Idempotency-Key, classified into what the flush loop must do next. Sending the same key again
 * is always safe: the server answers a replay with the stored result. Worker-safe (the service
 * worker sends with it too), so the API base comes from the caller.
 */
import type { ChangedLine, OrderRefusalReason, PlaceOrderInput } from '@portal/contract/orders';
import type { SentOrderSummary } from '../../lib/db/rows';
import { deadlineSignal } from '../../lib/deadline';

/** A server that does not answer within this is treated as unreachable for now. */
export const SEND_TIMEOUT_MS = 15_000;

export type SendResult =
  | { kind: 'sent'; order: SentOrderSummary }
  /** 422: refused for reasons the shopper must fix (prices changed, product gone...). */
  | { kind: 'refused'; message: string; reasons: OrderRefusalReason[]; changedLines: ChangedLine[] | null }
  /** Another 4xx: resending the same body cannot help either. */
  | { kind: 'rejected'; message: string }
  /** 409: the same key is still being processed on the server. */
  | { kind: 'busy' }
  | { kind: 'unauthorized' }
  /** 5xx, 408, 429, network failure, time-out or an answer that is not the API's: try again later. */
  | { kind: 'retry'; message: string; unreachable: boolean };

interface Envelope {
  success?: boolean;
  message?: string;
  data?: unknown;
}

function ordersUrl(apiBase: string): string {
  const base = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  return new URL(`${apiBase.replace(/\/$/, '')}/orders`, base).toString();
}

/** The API always answers its JSON envelope; anything else came from something in between. */
const isEnvelope = (body: unknown): body is Envelope => typeof body === 'object' && body !== null && 'success' in body;

function summaryOf(data: unknown): SentOrderSummary {
  const o = (data ?? {}) as Partial<SentOrderSummary>;
  return {
    id: Number(o.id),
    orderNumber: String(o.orderNumber ?? ''),
    status: String(o.status ?? ''),
    subtotal: Number(o.subtotal ?? 0),
    tax: Number(o.tax ?? 0),
    processingFee: Number(o.processingFee ?? 0),
    total: Number(o.total ?? 0),
  };
}

export async function sendOrder(payload: PlaceOrderInput, accessToken: string | null, apiBase: string, signal?: AbortSignal): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(ordersUrl(apiBase), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': payload.clientOrderId,
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify(payload),
      cache: 'no-store',
      // Aborts on the time-out or when `signal` aborts (the network came back while this hung).
      signal: deadlineSignal(SEND_TIMEOUT_MS, signal),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return { kind: 'retry', message: timedOut ? 'The server did not answer in time' : 'Network error', unreachable: true };
  }
  const parsed: unknown = await response.json().catch(() => null);
  // A captive portal's page, a proxy's 502 or a body cut off: the server was not reached (or its
  // answer was lost), so this says nothing about the order. The same key is sent again later.
  if (!isEnvelope(parsed)) return { kind: 'retry', message: `No answer from the server (${response.status})`, unreachable: true };
  const body = parsed;
  const message = body.message || `Request failed (${response.status})`;
  if (response.ok) return { kind: 'sent', order: summaryOf(body.data) };
  if (response.status === 401) return { kind: 'unauthorized' };
  if (response.status === 409) return { kind: 'busy' };
  if (response.status === 422) {
    const data = (body.data ?? {}) as { reasons?: OrderRefusalReason[]; changedLines?: ChangedLine[] };
    return { kind: 'refused', message, reasons: data.reasons ?? [], changedLines: data.changedLines ?? null };
  }
  if (response.status === 408 || response.status === 429 || response.status >= 500) return { kind: 'retry', message, unreachable: false };
  return { kind: 'rejected', message };
}
