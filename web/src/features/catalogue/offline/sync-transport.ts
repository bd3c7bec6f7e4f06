/** How the catalogue sync reaches the server: the shared API client (bearer + refresh on 401). */
import type { SyncPage } from '@portal/contract/sync';
import { api } from '../../../lib/api/client';
import { isAdmin } from '../../../lib/session/roles';
import { getAccessToken, getSession } from '../../../lib/session/store';

export interface SyncTransport {
  /**
   * Whose catalogue this is, or null when signed out (no sync: the endpoint needs a token). The
   * server's answer depends only on the role class and the chapter (chapter events), so two people
   * of one chapter share the device's catalogue and a change of person downloads nothing.
   */
  ownerId(): number | string | null;
  fetchPage(cursor: number, limit: number): Promise<SyncPage>;
}

export const apiSyncTransport: SyncTransport = {
  ownerId: () => {
    const user = getSession().user;
    if (!getAccessToken() || !user) return null;
    return `${isAdmin(user.role) ? 'admin' : 'shopper'}:${user.chapter?.id ?? '-'}`;
  },
  fetchPage: (cursor, limit) => api.get<SyncPage>('sync/catalogue', { searchParams: { cursor, limit } }),
};
