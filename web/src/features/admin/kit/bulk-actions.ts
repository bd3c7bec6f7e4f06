import { ORDER_STATUSES } from '@portal/contract/rules';
import { t } from '../../../lib/i18n/i18n';
import type { BulkActionSpec } from './bulk-bar';
import { orderStatusLabel } from './format';

/** Activate, Deactivate and Delete: the bulk actions of lists whose rows have an active flag. */
export const activationActions = (): BulkActionSpec[] => [
  { value: 'activate', action: 'activate', label: t('admin.common.activate') },
  { value: 'deactivate', action: 'deactivate', label: t('admin.common.deactivate') },
  { value: 'delete', action: 'delete', label: t('admin.common.delete'), danger: true },
];

/** One action per order status; the server refuses, per order, a move its rules do not allow. */
export const orderStatusActions = (): BulkActionSpec[] =>
  ORDER_STATUSES.map((status) => ({ value: `status-${status}`, action: 'status', body: { status }, label: t('admin.bulk.setStatus', { status: orderStatusLabel(status) }), danger: status === 'CANCELLED' }));
