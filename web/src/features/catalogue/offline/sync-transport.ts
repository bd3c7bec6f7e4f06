/** How the catalogue sync reaches the server: the shared API client (bearer + refresh on 401). */
import type { SyncPage } from '@portal/contract/sync';
import { api } from '../../../lib/api/client';
import { getAccessToken, getSession } from '../../../lib/session/store';

export interface SyncTransport {
  /** The signed-in user's id, or null when signed out (no sync: the endpoint needs a token). */
  ownerId(): number | null;
  fetchPage(cursor: number, limit: number): Promise<SyncPage>;
}

export const apiSyncTransport: SyncTransport = {
  ownerId: () => (getAccessToken() ? (getSession().user?.id ?? null) : null),
  fetchPage: (cursor, limit) => api.get<SyncPage>('sync/catalogue', { searchParams: { cursor, limit } }),
};
