/**
 * An order's timeline for the back office (decision 032). The placing comes from the order row
 * (its author, placedAt, receivedAt), the status and payment method changes from the audit
 * records the status service writes in the same transaction as each change, and the comments
 * from order_comments. Nothing is written twice, and orders older than the comments table have
 * their whole history. Newest first.
 */
import type { Executor } from '@portal/db';
import type { CommentEntry, OrderCommentInput, OrderTimeline, TimelineActor, TimelineEntry } from '@portal/contract/order-timeline';
import { isOrderStatus, PAYMENT_METHODS, type PaymentMethod } from '@portal/contract/rules';
import { notFound } from '../../lib/errors';
import { type Viewer } from './orders.service';
import * as repo from './order-timeline.repo';

const actorOf = (r: repo.ActorColumns): TimelineActor =>
  r.actorId === null ? null : { id: r.actorId, name: `${r.actorFirstName ?? ''} ${r.actorLastName ?? ''}`.trim(), email: r.actorEmail ?? '' };

const isMethod = (value: unknown): value is PaymentMethod | null => value === null || (PAYMENT_METHODS as readonly unknown[]).includes(value);
const changeOf = (value: unknown): { from: unknown; to: unknown } | undefined =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value ? (value as { from: unknown; to: unknown }) : undefined;

/** An audit record as a timeline entry; a record whose details do not read as a change is left out. */
function changeEntry(row: Awaited<ReturnType<typeof repo.changesOf>>[number]): TimelineEntry | undefined {
  const base = { id: `audit-${row.id}`, at: row.createdAt.toISOString(), actor: actorOf(row) };
  const details = row.details as Record<string, unknown> | null;
  if (row.action === 'order.status_change') {
    const c = changeOf(details);
    return c && isOrderStatus(c.from) && isOrderStatus(c.to) ? { kind: 'status_changed', ...base, from: c.from, to: c.to } : undefined;
  }
  const c = changeOf(details?.paymentMethod);
  return c && isMethod(c.from) && isMethod(c.to) ? { kind: 'payment_method_changed', ...base, from: c.from, to: c.to } : undefined;
}

export async function timeline(db: Executor, orderId: number): Promise<OrderTimeline> {
  const [placing, changes, comments] = await Promise.all([repo.findPlacing(db, orderId), repo.changesOf(db, orderId), repo.commentsOf(db, orderId)]);
  if (!placing) throw notFound('order');
  const entries: TimelineEntry[] = [
    { kind: 'placed', id: 'placed', at: placing.placedAt.toISOString(), receivedAt: placing.receivedAt.toISOString(), actor: actorOf(placing) },
    ...changes.map(changeEntry).filter((e) => e !== undefined),
    ...comments.map((c): TimelineEntry => ({ kind: 'comment', id: `comment-${c.id}`, at: c.createdAt.toISOString(), actor: actorOf(c), text: c.body })),
  ];
  // Newest first; the placing stays last even when a device's clock put placedAt after a change.
  // At the same moment the later written comes first.
  const rest = entries
    .slice(1)
    .map((entry, n) => ({ entry, n }))
    .sort((a, b) => b.entry.at.localeCompare(a.entry.at) || b.n - a.n)
    .map((x) => x.entry);
  return { orderId, entries: [...rest, entries[0]!] };
}

export async function addComment(db: Executor, viewer: Viewer, orderId: number, input: OrderCommentInput): Promise<CommentEntry> {
  if (!(await repo.findPlacing(db, orderId))) throw notFound('order');
  const [row, author] = await Promise.all([repo.insertComment(db, { orderId, authorUserId: viewer.id, body: input.text }), repo.actorOf(db, viewer.id)]);
  return { kind: 'comment', id: `comment-${row.id}`, at: row.createdAt.toISOString(), actor: author ? actorOf(author) : null, text: input.text };
}
