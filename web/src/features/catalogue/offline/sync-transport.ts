/** How the catalogue sync reaches the server: the shared API client (bearer + refresh on 401). */
import type { SyncPage } from '@portal/contract/sync';
import { api } from '../../../lib/api/client';
import { getAccessToken } from '../../../lib/session/store';

export interface SyncTransport {
  /** Signed out: no sync (the endpoint needs a bearer token). */
  canSync(): boolean;
  fetchPage(cursor: number, limit: number): Promise<SyncPage>;
}

export const apiSyncTransport: SyncTransport = {
  canSync: () => Boolean(getAccessToken()),
  fetchPage: (cursor, limit) => api.get<SyncPage>('sync/catalogue', { searchParams: { cursor, limit } }),
};
