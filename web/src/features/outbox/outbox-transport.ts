/**
 * One attempt to deliver a queued order: POST /orders with the order's clientOrderId as the
 * Idempotency-Key, classified into what the flush loop must do next. Sending the same key again
 * is always safe: the server answers a replay with the stored result. An order whose author is
 * not signed in here goes sealed instead, to POST /orders/sealed with no session (decision 029);
 * the server keys both the same way, so an order lands once whichever way it went. Worker-safe
 * (the service worker sends with it too), so the API base comes from the caller.
 */
import type { ChangedLine, OrderRefusalReason, PlaceOrderInput } from '@portal/contract/orders';
import type { OrderSeal, OutboxProblem, SentOrderSummary } from '../../lib/db/rows';
import { deadlineSignal } from '../../lib/deadline';

/** A server that does not answer within this is treated as unreachable for now. */
export const SEND_TIMEOUT_MS = 15_000;

export type SendResult =
  | { kind: 'sent'; order: SentOrderSummary }
  /** 422: refused for reasons the shopper must fix (prices changed, product gone...). */
  | { kind: 'refused'; problem: OutboxProblem; reasons: OrderRefusalReason[]; changedLines: ChangedLine[] | null }
  /** Another 4xx: resending the same body cannot help either. */
  | { kind: 'rejected'; problem: OutboxProblem }
  /** 409: the same key is still being processed on the server. */
  | { kind: 'busy' }
  | { kind: 'unauthorized' }
  /** A sealed order's key or seal refused (revoked, expired, not matching): only its author can send it now. */
  | { kind: 'seal-refused'; problem: OutboxProblem }
  /** 5xx, 408, 429, network failure, time-out or an answer that is not the API's: try again later. */
  | { kind: 'retry'; problem: OutboxProblem; unreachable: boolean };

interface Envelope {
  success?: boolean;
  message?: string;
  code?: string;
  data?: unknown;
  rules?: Record<string, unknown>;
}

/**
 * The figures of a refusal's data that a text may name (a status, a count), and the answer's
 * status; for a refused field, its name, its rule's code and the rule's figures (decision 034).
 */
function figuresOf(status: number, data: unknown, rules?: Record<string, unknown>): Record<string, string | number> {
  const scalars = typeof data === 'object' && data !== null ? Object.entries(data).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number') : [];
  // Kept as sent; the words check the code when they are written (outbox-problem-text.ts).
  const field = rules && typeof rules === 'object' ? Object.keys(rules)[0] : undefined;
  const sent = field === undefined ? undefined : (rules?.[field] as { code?: unknown; figures?: unknown } | undefined);
  const figures = typeof sent?.figures === 'object' && sent.figures !== null ? Object.entries(sent.figures).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number') : [];
  const refused = field !== undefined && typeof sent?.code === 'string' ? { ...Object.fromEntries(figures), field, rule: sent.code } : {};
  return { ...Object.fromEntries(scalars), ...refused, status };
}

function ordersUrl(apiBase: string, sealed: boolean): string {
  const base = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  return new URL(`${apiBase.replace(/\/$/, '')}/orders${sealed ? '/sealed' : ''}`, base).toString();
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

/** With `seal`, the order goes sealed and with no session (its author signed out). */
export async function sendOrder(payload: PlaceOrderInput, accessToken: string | null, apiBase: string, signal?: AbortSignal, seal?: OrderSeal): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(ordersUrl(apiBase, Boolean(seal)), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': payload.clientOrderId,
        ...(accessToken && !seal ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify(seal ? { keyId: seal.keyId, seal: seal.seal, order: payload } : payload),
      cache: 'no-store',
      // Aborts on the time-out or when `signal` aborts (the network came back while this hung).
      signal: deadlineSignal(SEND_TIMEOUT_MS, signal),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return { kind: 'retry', problem: { code: timedOut ? 'OUTBOX_TIMEOUT' : 'NETWORK' }, unreachable: true };
  }
  const parsed: unknown = await response.json().catch(() => null);
  // A captive portal's page, a proxy's 502 or a body cut off: the server was not reached (or its
  // answer was lost), so this says nothing about the order. The same key is sent again later.
  if (!isEnvelope(parsed)) return { kind: 'retry', problem: { code: 'OUTBOX_NO_ANSWER', figures: { status: response.status } }, unreachable: true };
  const body = parsed;
  // The server's code and figures; the web words them (an answer with no code reads as its status).
  const problem: OutboxProblem = { code: body.code || 'OUTBOX_REFUSED', figures: figuresOf(response.status, body.data, body.rules) };
  if (response.ok) return { kind: 'sent', order: summaryOf(body.data) };
  if (response.status === 401) return seal ? { kind: 'seal-refused', problem } : { kind: 'unauthorized' };
  if (response.status === 409) return { kind: 'busy' };
  if (response.status === 422) {
    const data = (body.data ?? {}) as { reasons?: OrderRefusalReason[]; changedLines?: ChangedLine[] };
    return { kind: 'refused', problem: { code: problem.code, figures: { status: response.status } }, reasons: data.reasons ?? [], changedLines: data.changedLines ?? null };
  }
  if (response.status === 408 || response.status === 429 || response.status >= 500) return { kind: 'retry', problem, unreachable: false };
  return { kind: 'rejected', problem };
}
