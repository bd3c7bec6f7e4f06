/** The outbox for screens: every record of the signed-in user, newest first, with counts by status. */
import { db } from '../../lib/db/database';
import type { OutboxRecord, OutboxStatus } from '../../lib/db/rows';
import { useLiveQuery } from '../../lib/db/use-live-query';

export interface OutboxView {
  records: OutboxRecord[];
  counts: Record<OutboxStatus, number>;
  /** Not yet delivered: queued + sending + needs_attention. */
  pending: number;
}

export async function readOutbox(userId: number | null): Promise<OutboxView> {
  const records = userId === null ? [] : await db.outbox.where('userId').equals(userId).toArray();
  records.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  const counts: Record<OutboxStatus, number> = { queued: 0, sending: 0, sent: 0, needs_attention: 0 };
  for (const r of records) counts[r.status] += 1;
  return { records, counts, pending: counts.queued + counts.sending + counts.needs_attention };
}

export const useOutbox = (userId: number | null) => useLiveQuery(() => readOutbox(userId), [userId]);
