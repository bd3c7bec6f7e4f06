import { pgEnum } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, ROLES } from '@portal/contract/rules';

export const roleEnum = pgEnum('role', ROLES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
