import type { OrderView } from '@portal/contract/orders';

/** Who placed an order, as a chapter's members know each other: the name, else the e-mail. */
export const buyerName = (user: OrderView['user']): string => `${user.firstName} ${user.lastName}`.trim() || user.email;
