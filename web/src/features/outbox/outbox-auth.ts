/**
 * Who the outbox sends as. The flush loop only sends the signed-in user's orders, with that
 * user's token, and refreshes an expired token through the session's single-flight refresh.
 */
import { refreshAccessToken } from '../../lib/session/refresh';
import { getAccessToken, getSession, onSessionChange } from '../../lib/session/store';

export interface OutboxAuth {
  getUserId(): number | null;
  getAccessToken(): string | null;
  /** Resolves with a new access token or rejects when the session cannot be renewed. */
  refreshAccessToken(): Promise<string>;
  onSessionChange?(listener: () => void): () => void;
}

export const sessionAuth: OutboxAuth = {
  getUserId: () => getSession().user?.id ?? null,
  getAccessToken,
  refreshAccessToken,
  onSessionChange: (listener) => onSessionChange(() => listener()),
};
