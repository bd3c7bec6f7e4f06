import { ORDER_STATUSES } from '@portal/contract/rules';
import { t } from '../../../lib/i18n/i18n';
import type { BulkActionSpec } from './bulk-bar';
import { orderStatusLabel } from './format';

/** Activate, Deactivate and Delete: the bulk actions of lists whose rows have an active flag. */
export const activationActions = (): BulkActionSpec[] => [
  { value: 'activate', action: 'activate', label: t('admin.common.activate'), confirm: (count) => t('admin.bulk.do.activate', { count }) },
  { value: 'deactivate', action: 'deactivate', label: t('admin.common.deactivate'), confirm: (count) => t('admin.bulk.do.deactivate', { count }) },
  { value: 'delete', action: 'delete', label: t('admin.common.delete'), danger: true, confirm: (count) => t('admin.bulk.do.delete', { count }) },
];

/**
 * One action per order status; the server refuses, per order, a move its rules do not allow, and
 * leaves an order already in that status unchanged. The buttons say what happens to the orders:
 * "Cancel 3 orders" or "Keep orders", never "Cancel" beside "Apply".
 */
export const orderStatusActions = (): BulkActionSpec[] =>
  ORDER_STATUSES.map((status) => ({
    value: `status-${status}`,
    action: 'status',
    body: { status },
    label: t('admin.bulk.setStatus', { status: orderStatusLabel(status) }),
    danger: status === 'CANCELLED',
    confirm: (count: number) => (status === 'CANCELLED' ? t('admin.bulk.do.cancelOrders', { count }) : t('admin.bulk.do.markOrders', { count, status: orderStatusLabel(status) })),
    keep: t('admin.bulk.keepOrders'),
  }));
