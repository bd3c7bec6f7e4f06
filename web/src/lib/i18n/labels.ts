/** Order and payment statuses and payment methods in the current language, for every screen. */
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@portal/contract/rules';
import { t, type MessageKey } from './i18n';

const known = <K extends string>(prefix: string, value: string, values: readonly K[]) =>
  (values as readonly string[]).includes(value) ? t(`${prefix}.${value}` as MessageKey) : value;

/** Unknown values are shown as they are. */
export const orderStatusLabel = (status: string) => known('admin.orderStatus', status, ORDER_STATUSES);
export const paymentStatusLabel = (status: string) => known('admin.paymentStatus', status, PAYMENT_STATUSES);
export const paymentMethodLabel = (method: string) => known('admin.paymentMethod', method, PAYMENT_METHODS);
