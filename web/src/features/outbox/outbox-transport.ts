/**
 * One attempt to deliver a queued order: POST /orders with the order's clientOrderId as the
 * Idempotency-Key, classified into what the flush loop must do next. Sending the same key again
 * is always safe: the server answers a replay with the stored result.
 */
import type { ChangedLine, OrderRefusalReason, PlaceOrderInput } from '@portal/contract/orders';
import { API_BASE } from '../../lib/api/config';
import type { SentOrderSummary } from '../../lib/db/rows';

export const SEND_TIMEOUT_MS = 30_000;

/** AbortSignal.timeout arrived in Safari 16; older iPads get the same from a controller and a timer. */
function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), ms);
  return controller.signal;
}

export type SendResult =
  | { kind: 'sent'; order: SentOrderSummary }
  /** 422: refused for reasons the shopper must fix (prices changed, product gone...). */
  | { kind: 'refused'; message: string; reasons: OrderRefusalReason[]; changedLines: ChangedLine[] | null }
  /** Another 4xx: resending the same body cannot help either. */
  | { kind: 'rejected'; message: string }
  /** 409: the same key is still being processed on the server. */
  | { kind: 'busy' }
  | { kind: 'unauthorized' }
  /** 5xx, 408, 429, network failure or time-out: try again later. */
  | { kind: 'retry'; message: string };

interface Envelope {
  message?: string;
  data?: unknown;
}

function ordersUrl(): string {
  const base = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  return new URL(`${API_BASE.replace(/\/$/, '')}/orders`, base).toString();
}

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

export async function sendOrder(payload: PlaceOrderInput, accessToken: string | null): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(ordersUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': payload.clientOrderId,
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify(payload),
      cache: 'no-store',
      signal: timeoutSignal(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return { kind: 'retry', message: timedOut ? 'The server did not answer in time' : 'Network error' };
  }
  const body = (await response.json().catch(() => null)) as Envelope | null;
  const message = body?.message || `Request failed (${response.status})`;
  if (response.ok) return { kind: 'sent', order: summaryOf(body?.data) };
  if (response.status === 401) return { kind: 'unauthorized' };
  if (response.status === 409) return { kind: 'busy' };
  if (response.status === 422) {
    const data = (body?.data ?? {}) as { reasons?: OrderRefusalReason[]; changedLines?: ChangedLine[] };
    return { kind: 'refused', message, reasons: data.reasons ?? [], changedLines: data.changedLines ?? null };
  }
  if (response.status === 408 || response.status === 429 || response.status >= 500) return { kind: 'retry', message };
  return { kind: 'rejected', message };
}
