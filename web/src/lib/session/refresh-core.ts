/**
 * The token refresh both the pages and the service worker run (worker-safe: fetch, the device
 * database and Web Locks only). One refresh at a time across every page and the worker: the
 * Web Lock 'portal-auth-refresh' is held while the refresh token is read, spent and replaced, and
 * whoever waited re-reads the row and uses the pair the winner stored instead of spending the
 * rotated token again.
 *
 * Only the API's own refusal (a 401 or 403 answered with the API's JSON envelope) ends a session.
 * Anything else (no answer, a time-out, HTML from a captive portal, a proxy's 502, a body cut
 * off) keeps it. When the answer may have been lost after the server rotated the token, the same
 * token is tried again within the server's reuse grace (30 s), which answers a fresh pair
 * instead of revoking the family.
 */
import { readCredentials, updateTokens } from './device-credentials';
import { timeoutSignal } from '../deadline';

export const REFRESH_LOCK = 'portal-auth-refresh';
export const REFRESH_TIMEOUT_MS = 8_000;
/** Retries of a lost answer stay well inside the server's 30 s reuse grace. */
export const LOST_ANSWER_WINDOW_MS = 20_000;
let lostAnswerDelaysMs = [1_000, 2_000, 4_000, 6_000];

/** Tests shorten the waits between retries of a lost answer. */
export function setLostAnswerDelays(delaysMs: number[]): void {
  lostAnswerDelaysMs = delaysMs;
}

export type RefreshOutcome =
  | { kind: 'renewed'; accessToken: string; refreshToken: string }
  /** The API itself refused the refresh token: the session is over. */
  | { kind: 'refused'; message: string }
  /** No usable answer; `lost` when the server may have rotated the token all the same. */
  | { kind: 'unavailable'; message: string; lost: boolean };

export class SessionRefusedError extends Error {
  readonly refused = true;
}
export class RefreshUnavailableError extends Error {
  readonly unavailable = true;
}

interface Envelope {
  success?: unknown;
  message?: unknown;
  data?: { accessToken?: unknown; refreshToken?: unknown };
}

const isEnvelope = (body: unknown): body is Envelope => typeof body === 'object' && body !== null && 'success' in body;

/** One POST /auth/refresh, classified. */
export async function postRefresh(apiBase: string, refreshToken: string, fetchImpl: typeof fetch = fetch): Promise<RefreshOutcome> {
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  const url = new URL(`${apiBase.replace(/\/$/, '')}/auth/refresh`, origin).toString();
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
      cache: 'no-store',
      signal: timeoutSignal(REFRESH_TIMEOUT_MS),
    });
  } catch {
    // Sent or not, nobody knows: the server may have rotated the token before the line dropped.
    return { kind: 'unavailable', message: 'Network error', lost: true };
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    // HTML (a captive portal, a proxy's error page) or a body cut off mid-way.
    return { kind: 'unavailable', message: `No answer from the server (${response.status})`, lost: response.ok };
  }
  if (!isEnvelope(body)) return { kind: 'unavailable', message: `No answer from the server (${response.status})`, lost: response.ok };
  const message = typeof body.message === 'string' && body.message ? body.message : `Request failed (${response.status})`;
  if ((response.status === 401 || response.status === 403) && body.success === false) return { kind: 'refused', message };
  const data = body.data;
  if (response.ok && typeof data?.accessToken === 'string' && typeof data.refreshToken === 'string') {
    return { kind: 'renewed', accessToken: data.accessToken, refreshToken: data.refreshToken };
  }
  return { kind: 'unavailable', message, lost: false };
}

async function withRefreshLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return chained(run);
  return locks.request(REFRESH_LOCK, run) as Promise<T>;
}

// Where Web Locks are missing (old Safari, tests) one context at least runs one at a time.
let chain: Promise<unknown> = Promise.resolve();
function chained<T>(run: () => Promise<T>): Promise<T> {
  const next = chain.then(run, run);
  chain = next.catch(() => undefined);
  return next;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RefreshOptions {
  apiBase: string;
  /** The access token the caller saw refused; a different stored one means someone refreshed already. */
  staleAccessToken: string | null;
  fetchImpl?: typeof fetch;
  /** Called inside the lock once the new pair is stored (the page copies it to localStorage). */
  onRenewed?(accessToken: string, refreshToken: string): void;
}

/**
 * Resolves with an access token for `userId`. Rejects with SessionRefusedError when the API
 * refused the session (the caller ends it), RefreshUnavailableError otherwise (keep it, retry later).
 */
export function refreshDeviceSession(userId: number, options: RefreshOptions): Promise<string> {
  return withRefreshLock(async () => {
    const row = await readCredentials(userId);
    if (!row) throw new SessionRefusedError('Your session has expired. Please sign in again.');
    if (options.staleAccessToken !== null && row.accessToken !== options.staleAccessToken) {
      options.onRenewed?.(row.accessToken, row.refreshToken);
      return row.accessToken;
    }
    const started = Date.now();
    let outcome = await postRefresh(options.apiBase, row.refreshToken, options.fetchImpl);
    for (const delay of lostAnswerDelaysMs) {
      if (outcome.kind !== 'unavailable' || !outcome.lost || Date.now() - started + delay > LOST_ANSWER_WINDOW_MS) break;
      await sleep(delay);
      outcome = await postRefresh(options.apiBase, row.refreshToken, options.fetchImpl);
    }
    if (outcome.kind === 'refused') throw new SessionRefusedError(outcome.message);
    if (outcome.kind === 'unavailable') throw new RefreshUnavailableError(outcome.message);
    await updateTokens(userId, outcome.accessToken, outcome.refreshToken);
    options.onRenewed?.(outcome.accessToken, outcome.refreshToken);
    return outcome.accessToken;
  });
}
