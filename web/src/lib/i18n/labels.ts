/** Statuses, payment methods and roles in the current language, for every screen. */
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, ROLES } from '@portal/contract/rules';
import { formatDate as formatIn, formatNumber } from './format';
import { t, type MessageKey } from './i18n';

const known = <K extends string>(prefix: string, value: string, values: readonly K[]) =>
  (values as readonly string[]).includes(value) ? t(`${prefix}.${value}` as MessageKey) : value;

/** Unknown values are shown as they are. */
export const orderStatusLabel = (status: string) => known('orders.status', status, ORDER_STATUSES);
export const paymentStatusLabel = (status: string) => known('orders.paymentStatus', status, PAYMENT_STATUSES);
export const paymentMethodLabel = (method: string) => known('orders.paymentMethod', method, PAYMENT_METHODS);

/** Role names (spec 6: Super Admin, Admin, Chapter, User) in the current language. */
export const roleLabel = (role: string) => known('role', role, ROLES);

/** Event statuses derived from dates (Active, Upcoming, Past, Inactive); common texts, so shoppers have them. */
export const eventStatusLabel = (status: string) => known('events.status', status, ['Active', 'Upcoming', 'Past', 'Inactive']);

/** A date (23 nov 2026 / Nov 23, 2026) in the active language's form. */
export const formatDate = (value: string | Date) => formatIn(value, 'date');
export const formatDateTime = (value: string | Date) => formatIn(value, 'dateTime');
/** Basis points as a percentage in the active language: 200 -> 2% (2 %). */
export const formatRate = (bps: number) => formatNumber(bps / 10_000, { style: 'percent', maximumFractionDigits: 2 });
