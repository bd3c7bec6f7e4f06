/**
 * The buyer's copy of an accepted order, by mail: chapter, buyer, event, ship-to address, PO
 * number, notes, lines with SKU and pack, vendor subtotals, totals and status, the same as the
 * printed copy. Placing an order only hands it to mailer.sendLater, after the answer has gone: with
 * SMTP a queued row in mail_outbox, delivered by mailer.deliverQueued; without SMTP_URL a row
 * written logged at once. Jobs still running when the app closes are awaited, so nothing writes
 * to a closed database.
 */
import type { FastifyInstance } from 'fastify';
import { formatCents } from '@portal/contract/money';
import type { OrderView } from '@portal/contract/orders';
import { createMailer, type MailMessage } from '../../lib/mailer';

const line = (label: string, value: string | null | undefined) => (value ? [`${label}: ${value}`] : []);

/** The copy's text (English, as every message the API writes). */
export function orderCopy(order: OrderView): MailMessage {
  const c = order.chapter;
  const shipTo = [c.address, [c.city, [c.state, c.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ');
  const vendorNames = new Map((order.payments ?? []).map((p) => [p.vendorId, p.vendorName]));
  const byVendor = new Map<number, NonNullable<OrderView['items']>>();
  for (const item of order.items ?? []) byVendor.set(item.vendorId, [...(byVendor.get(item.vendorId) ?? []), item]);
  const vendors = [...byVendor].flatMap(([vendorId, items]) => [
    '',
    `${vendorNames.get(vendorId) ?? 'Vendor'}`,
    ...items.map((i) => {
      const pack = i.packSize && i.packSize > 1 ? ` (pack of ${i.packSize})` : '';
      return `  ${i.quantity} x ${i.product.name}${i.product.sku ? ` [${i.product.sku}]` : ''}${pack} @ ${formatCents(i.unitPrice)} = ${formatCents(i.totalPrice)}`;
    }),
    `  Vendor subtotal: ${formatCents(items.reduce((s, i) => s + i.totalPrice, 0))}`,
  ]);
  const text = [
    `Order ${order.orderNumber}`,
    `Status: ${order.status}`,
    `Placed: ${order.placedAt}`,
    `Chapter: ${c.name}`,
    `Buyer: ${`${order.user.firstName} ${order.user.lastName}`.trim()} <${order.user.email}>`,
    `Event: ${order.event.name}`,
    ...line('Ship to', shipTo),
    ...line('PO number', order.poNumber),
    ...line('Payment method', order.paymentMethod),
    ...line('Notes', order.notes),
    ...vendors,
    '',
    `Subtotal: ${formatCents(order.subtotal)}`,
    `Tax: ${formatCents(order.tax)}`,
    ...(order.processingFee > 0 ? [`Processing fee: ${formatCents(order.processingFee)}`] : []),
    `Total: ${formatCents(order.total)}`,
  ].join('\n');
  return { to: order.user.email, subject: `Your order ${order.orderNumber} was received`, text };
}

/**
 * Answers a function that enqueues the copy of an accepted order after the current request, given
 * the answer's JSON (read only then, off the request's path). The answer is the order as GET
 * /orders/{id} shows it, written from the rows the order was placed with: the copy is written from
 * it, with no second read of the order.
 */
export function orderCopies(app: FastifyInstance): (acceptedJson: string) => void {
  const mailer = createMailer(app.config, app.db, app.log);
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  const enqueue = async (acceptedJson: string) => {
    const order = (JSON.parse(acceptedJson) as { data: OrderView }).data;
    await mailer.sendLater(orderCopy(order));
  };
  return (acceptedJson) => {
    const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => enqueue(acceptedJson))
      .catch((err: unknown) => app.log.warn({ err }, 'order copy could not be queued'))
      .finally(() => running.delete(job));
    running.add(job);
  };
}
