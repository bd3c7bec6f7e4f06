/** How the catalogue sync reaches the server: the shared API client (bearer + refresh on 401). */
import type { SyncPage } from '@portal/contract/sync';
import { api } from '../../../lib/api/client';
import { isAdmin } from '../../../lib/session/roles';
import { getAccessToken, getSession } from '../../../lib/session/store';

export interface SyncTransport {
  /**
   * Whose catalogue this is, or null when signed out (no sync: the endpoint needs a token). The
   * server's answer depends only on the role class and the chapter (chapter events), so two people
   * of one chapter share the device's catalogue and a change of person downloads nothing; a person
   * of another chapter downloads only that chapter's events.
   */
  ownerId(): number | string | null;
  /** A page after the cursor; with only 'events', the caller's events alone. */
  fetchPage(cursor: number, limit: number, only?: 'events'): Promise<SyncPage>;
}

export const apiSyncTransport: SyncTransport = {
  ownerId: () => {
    const user = getSession().user;
    if (!getAccessToken() || !user) return null;
    return `${isAdmin(user.role) ? 'admin' : 'shopper'}:${user.chapter?.id ?? '-'}`;
  },
  fetchPage: (cursor, limit, only) => api.get<SyncPage>('sync/catalogue', { searchParams: { cursor, limit, ...(only ? { only } : {}) } }),
};
