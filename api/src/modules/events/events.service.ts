/**
 * Event rules: a chapter account or shopper sees only its own chapter's active events (any other
 * is simply not found); admins see and manage all. An event with orders cannot be deleted.
 */
import type { Database } from '@portal/db';
import { MSG } from '@portal/contract/messages';
import { paginationOf } from '@portal/contract/common';
import { DASHBOARD_TOP, isAdmin } from '@portal/contract/rules';
import { eventStatus, type EventInput, type EventItem, type EventListQuery, type EventStats } from '@portal/contract/events';
import type { AuthUser } from '../../plugins/auth';
import { ConflictError, ValidationError, notFound } from '../../lib/errors';
import * as repo from './events.repo';


function scopeOf(user: AuthUser): repo.EventScope {
  return isAdmin(user.role) ? {} : { chapterId: user.chapterId, activeOnly: true };
}

function toItem(row: repo.EventJoined, now: Date, include: { chapter: boolean; orders: boolean }): EventItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    chapterId: row.chapterId,
    isActive: row.isActive,
    status: eventStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(include.chapter ? { chapter: row.chapter } : {}),
    ...(include.orders ? { orderCount: row.orderCount } : {}),
  };
}

export async function list(db: Database, user: AuthUser, query: EventListQuery) {
  const now = new Date();
  const { rows, total } = await repo.listEvents(db, query, scopeOf(user), now);
  const include = { chapter: query.includeChapter, orders: query.includeOrders };
  return { items: rows.map((r) => toItem(r, now, include)), pagination: paginationOf(query.page, query.limit, total) };
}

export async function get(db: Database, user: AuthUser, id: number): Promise<EventItem> {
  const row = await repo.findEvent(db, id);
  const scope = scopeOf(user);
  const hidden = row && ((scope.chapterId !== undefined && row.chapterId !== scope.chapterId) || (scope.activeOnly && !row.isActive));
  if (!row || hidden) throw notFound('event');
  return toItem(row, new Date(), { chapter: true, orders: true });
}

async function assertChapter(db: Database, chapterId: number) {
  if (!(await repo.chapterExists(db, chapterId))) {
    throw ValidationError.ofRules({ chapterId: { code: 'CHAPTER_NOT_FOUND' } });
  }
}

export async function create(db: Database, user: AuthUser, input: EventInput): Promise<EventItem> {
  await assertChapter(db, input.chapterId);
  const row = await repo.insertEvent(db, input);
  return get(db, user, row.id);
}

export async function update(db: Database, user: AuthUser, id: number, input: EventInput): Promise<EventItem> {
  if (!(await repo.findEvent(db, id))) throw notFound('event');
  await assertChapter(db, input.chapterId);
  await repo.updateEvent(db, id, { description: null, ...input });
  return get(db, user, id);
}

export async function setActive(db: Database, user: AuthUser, id: number, isActive: boolean): Promise<EventItem> {
  if (!(await repo.updateEvent(db, id, { isActive }))) throw notFound('event');
  return get(db, user, id);
}

export async function remove(db: Database, id: number): Promise<void> {
  const row = await repo.findEvent(db, id);
  if (!row) throw notFound('event');
  if (row.orderCount > 0) throw new ConflictError(MSG.eventHasOrders, 'EVENT_HAS_ORDERS');
  try {
    await repo.deleteEvent(db, id);
  } catch (error) {
    // An order placed since the check: the foreign key refuses and the answer stays a 409.
    const e = error as { code?: string; cause?: { code?: string } };
    if (e?.code === '23503' || e?.cause?.code === '23503') throw new ConflictError(MSG.eventHasOrders, 'EVENT_HAS_ORDERS');
    throw error;
  }
}

export async function stats(db: Database): Promise<EventStats> {
  const { overview, topEvents } = await repo.eventStats(db, new Date(), DASHBOARD_TOP.events);
  const active = overview.total - overview.inactive - overview.upcoming - overview.past;
  return { overview: { ...overview, active }, topEventsByOrders: topEvents };
}
