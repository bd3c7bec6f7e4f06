/**
 * Why the last catalogue sync failed, kept as a kind (and, for a refusal, the server's code and
 * figures) rather than an error's English message, and worded in the chosen language where it is
 * shown (decision 040).
 */
import { ApiError } from '../api/api-error';
import { isQuotaError } from '../db/storage-errors';
import { codeText } from '../i18n/errors';
import { t } from '../i18n/i18n';

export type SyncFailureKind =
  /** No answer from the server (offline, Wi-Fi without internet, a timeout). */
  | 'network'
  /** The server asked to come back later (busy, or its database away) and the run gave up waiting. */
  | 'busy'
  /** The server failed (5xx). */
  | 'server'
  /** The sign-in is no longer good. */
  | 'signedOut'
  /** The server refused the request (another 4xx): its code and figures say why. */
  | 'refused'
  /** The device's storage is full. */
  | 'storage'
  /** The server kept starting the catalogue over. */
  | 'resets'
  /** Anything else, on the device (its database refused a write). */
  | 'device';

export interface SyncFailure {
  kind: SyncFailureKind;
  /** A refusal's code and figures, as the server sent them. */
  code?: string;
  data?: unknown;
}

/** Thrown by the sync when the server keeps answering "start again". */
export class SyncResetLoopError extends Error {
  constructor() {
    super('The catalogue sync was reset too many times');
    this.name = 'SyncResetLoopError';
  }
}

/** What a failed run is kept as. */
export function syncFailureOf(error: unknown): SyncFailure {
  if (isQuotaError(error)) return { kind: 'storage' };
  if (error instanceof SyncResetLoopError) return { kind: 'resets' };
  if (!(error instanceof ApiError)) return { kind: 'device' };
  if (error.status === 0) return { kind: 'network' };
  if (error.status === 503 || error.status === 429) return { kind: 'busy' };
  if (error.status >= 500) return { kind: 'server' };
  if (error.status === 401) return { kind: 'signedOut' };
  return { kind: 'refused', ...(error.code ? { code: error.code } : {}), ...(error.data !== null ? { data: error.data } : {}) };
}

/** The failure in the chosen language: "The catalogue could not be downloaded: <why>". */
export function syncFailureText(failure: SyncFailure): string {
  const reason = failure.kind === 'refused' && failure.code ? (codeText(failure.code, failure.data) ?? t('shop.syncFailure.refused')) : t(`shop.syncFailure.${failure.kind}`);
  return t('shop.syncFailed', { reason });
}
