/**
 * Who the outbox sends as. The flush loop sends the signed-in user's orders with that user's
 * token, and refreshes an expired token through the session's single-flight refresh; it asks for
 * the session's delivery key to seal them (decision 029). Other people's orders go only sealed.
 */
import { sealedOrderRoutes, type DeliveryKey } from '@portal/contract/sealed-orders';
import { call } from '../../lib/api/call';
import { refreshAccessToken } from '../../lib/session/refresh';
import { isShopper } from '../../lib/session/roles';
import { getAccessToken, getSession, onSessionChange } from '../../lib/session/store';

export interface OutboxAuth {
  getUserId(): number | null;
  getAccessToken(): string | null;
  /** Resolves with a new access token or rejects when the session cannot be renewed. */
  refreshAccessToken(): Promise<string>;
  onSessionChange?(listener: () => void): () => void;
  /** The signed-in session's delivery key (decision 029), for sealing its orders. */
  fetchDeliveryKey?(): Promise<DeliveryKey>;
}

export const sessionAuth: OutboxAuth = {
  getUserId: () => getSession().user?.id ?? null,
  getAccessToken,
  refreshAccessToken,
  onSessionChange: (listener) => onSessionChange(() => listener()),
  // Only shoppers place orders: the back office never asks.
  fetchDeliveryKey: () => (isShopper(getSession().user?.role) ? call(sealedOrderRoutes.deliveryKey, {}) : Promise.reject(new Error('Only shoppers place orders'))),
};
