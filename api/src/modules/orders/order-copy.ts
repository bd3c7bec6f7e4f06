/**
 * The buyer's copy of an accepted order, by mail: chapter, buyer, event, ship-to address, PO
 * number, notes, lines with SKU and pack, vendor subtotals, totals and status, the same as the
 * printed copy. Its mail_outbox row is written in the order's own transaction (a transactional
 * outbox): with SMTP 'queued', delivered by mailer.deliverQueued after the answer, and by a pass
 * at start and every minute for rows a stopped process left queued; without SMTP_URL 'logged'.
 */
import type { FastifyInstance } from 'fastify';
import { formatCents } from '@portal/contract/money';
import type { OrderView } from '@portal/contract/orders';
import { createMailer, type MailMessage, type OutboxMail } from '../../lib/mailer';
import type { CopyWriter } from './place-order.service';

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

const MINUTE = 60_000;

/** What the order routes do with the buyer's copy: write it with the order, then deliver it. */
export interface OrderCopies {
  /** For placeOrder: writes the copy's row in the order's transaction, with its COMMIT. */
  write: CopyWriter;
  /** Once the order is committed and its answer on its way: delivers (or logs) the copy, off the request's path. */
  written(copy: OutboxMail): void;
}

/**
 * The buyer's copies for the routes of one plugin. The copy of an accepted order is written in
 * the order's own transaction (placeOrder), so an order that committed has its copy, whatever
 * happens after; with SMTP it is delivered after the answer, one delivery at a time per plugin
 * (mailer.deliverQueued: an order that commits while one runs asks for one more); without, it is
 * logged after the answer. With `deliverLeftBehind`, queued rows are also delivered when the app
 * is ready and every minute: those of a process that stopped between an order's COMMIT and the
 * delivery, on any instance, and those waiting for another try. Deliveries still running when the
 * app closes are awaited, so nothing writes to a closed database.
 */
export function orderCopies(app: FastifyInstance, { deliverLeftBehind = false }: { deliverLeftBehind?: boolean } = {}): OrderCopies {
  const mailer = createMailer(app.config, app.db, app.log);
  const running = new Set<Promise<void>>();
  /** Runs a mail job after the current request, logged if it fails, awaited when the app closes. */
  const later = (job: () => Promise<void>) => {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(job)
      .catch((err: unknown) => app.log.warn({ err }, 'queued mail could not be delivered'))
      .finally(() => running.delete(done));
    running.add(done);
  };
  let timer: NodeJS.Timeout | undefined;
  if (deliverLeftBehind) {
    const deliver = () => later(() => mailer.deliverQueued());
    app.addHook('onReady', async () => {
      deliver();
      timer = setInterval(deliver, MINUTE);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await Promise.allSettled([...running]);
  });
  return {
    write: mailer.writeWithCommit,
    written: (copy) => later(() => mailer.written(copy)),
  };
}
