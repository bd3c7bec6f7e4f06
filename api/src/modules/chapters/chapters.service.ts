/**
 * Chapter rules: a chapter with orders (its own, or placed for its events) cannot be deleted and
 * is deactivated instead; deleting one removes its events and unlinks its users.
 */
import type { Database } from '@portal/db';
import { MSG } from '@portal/contract/messages';
import { paginationOf } from '@portal/contract/common';
import { DASHBOARD_TOP } from '@portal/contract/rules';
import type { ChapterInput, ChapterItem, ChapterListQuery, ChapterStats } from '@portal/contract/chapters';
import { ConflictError, notFound } from '../../lib/errors';
import * as repo from './chapters.repo';

interface Include {
  user: boolean;
  events: boolean;
  orders: boolean;
}

function toItem(row: repo.ChapterWithCounts, include: Include, linked: Awaited<ReturnType<typeof repo.linkedUsers>>): ChapterItem {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phone: row.phone,
    taxId: row.taxId,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(include.user ? { user: linked.get(row.id) ?? null } : {}),
    ...(include.events ? { eventCount: row.eventCount } : {}),
    ...(include.orders ? { orderCount: row.orderCount } : {}),
  };
}

export async function list(db: Database, query: ChapterListQuery) {
  const { rows, total } = await repo.listChapters(db, query);
  const linked = query.includeUser ? await repo.linkedUsers(db, rows.map((r) => r.id)) : new Map();
  const include = { user: query.includeUser, events: query.includeEvents, orders: query.includeOrders };
  return { items: rows.map((r) => toItem(r, include, linked)), pagination: paginationOf(query.page, query.limit, total) };
}

export async function get(db: Database, id: number): Promise<ChapterItem> {
  const row = await repo.findChapter(db, id);
  if (!row) throw notFound('chapter');
  return toItem(row, { user: true, events: true, orders: true }, await repo.linkedUsers(db, [id]));
}

export async function create(db: Database, input: ChapterInput): Promise<ChapterItem> {
  const row = await repo.insertChapter(db, input);
  return get(db, row.id);
}

export async function update(db: Database, id: number, input: ChapterInput): Promise<ChapterItem> {
  // A full replacement: optional fields left out of the form are cleared.
  if (!(await repo.updateChapter(db, id, { phone: null, taxId: null, ...input }))) throw notFound('chapter');
  return get(db, id);
}

export async function setActive(db: Database, id: number, isActive: boolean): Promise<ChapterItem> {
  if (!(await repo.updateChapter(db, id, { isActive }))) throw notFound('chapter');
  return get(db, id);
}

export async function remove(db: Database, id: number): Promise<void> {
  if (!(await repo.findChapter(db, id))) throw notFound('chapter');
  if ((await repo.blockingOrderCount(db, id)) > 0) throw new ConflictError(MSG.chapterHasOrders, 'CHAPTER_HAS_ORDERS');
  try {
    await repo.deleteChapter(db, id);
  } catch (error) {
    // An order placed since the check: the foreign keys refuse and the answer stays a 409.
    const e = error as { code?: string; cause?: { code?: string } };
    if (e?.code === '23503' || e?.cause?.code === '23503') throw new ConflictError(MSG.chapterHasOrders, 'CHAPTER_HAS_ORDERS');
    throw error;
  }
}

export async function stats(db: Database): Promise<ChapterStats> {
  const { overview, topChapters } = await repo.chapterStats(db, DASHBOARD_TOP.chapters);
  return { ...overview, inactive: overview.total - overview.active, topChaptersByOrders: topChapters };
}
