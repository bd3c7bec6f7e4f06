import { Badge } from '@chakra-ui/react';
import type { EventStatus } from '@portal/contract/events';
import { t } from '../../../lib/i18n/i18n';
import { orderStatusLabel, paymentStatusLabel } from './format';

const ORDER: Record<string, string> = { DELIVERED: 'green', SHIPPED: 'blue', PROCESSING: 'orange', CANCELLED: 'red' };
const PAYMENT: Record<string, string> = { COMPLETED: 'green', PENDING: 'orange', FAILED: 'red' };
const EVENT: Record<EventStatus, string> = { Active: 'green', Upcoming: 'blue', Past: 'gray', Inactive: 'red' };

export const ActiveChip = ({ active }: { active: boolean }) => (
  <Badge colorPalette={active ? 'green' : 'gray'}>{active ? t('admin.common.active') : t('admin.common.inactive')}</Badge>
);

/** Order status colours (spec 4): delivered success, shipped info, processing warning, cancelled error. */
export const OrderStatusChip = ({ status }: { status: string }) => <Badge colorPalette={ORDER[status] ?? 'gray'}>{orderStatusLabel(status)}</Badge>;

export const PaymentStatusChip = ({ status }: { status: string }) => <Badge colorPalette={PAYMENT[status] ?? 'gray'}>{paymentStatusLabel(status)}</Badge>;

export const EventStatusChip = ({ status }: { status: EventStatus }) => <Badge colorPalette={EVENT[status]}>{t(`admin.events.status.${status}`)}</Badge>;
