/**
 * Idempotent requests. Stores, per user and key, a fingerprint of the request body and the
 * response once it is known (table idempotency_records). Callers: routes that create things a
 * device may resend (POST /orders).
 *
 * Two transactions keep concurrent duplicates apart on PGlite and PostgreSQL alike:
 * 1. claim: a single INSERT ... ON CONFLICT DO NOTHING of a 'processing' row. Exactly one caller
 *    inserts it; everyone else reads the existing row and gets the stored answer (done), a 422
 *    (different body) or a 409 (still running).
 * 2. work: the caller's writes and the 'done' update with the response commit together, so a
 *    crash between commit and reply still replays the stored answer.
 * A failed work (a refusal, a crash) deletes the claim so the same key can be tried again, and a
 * claim left 'processing' for longer than STALE_AFTER_MS (a process that died) may be reclaimed.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { schema, type Database, type Transaction } from '@portal/db';
import { MSG } from '@portal/contract/messages';
import { ConflictError, UnprocessableError } from './errors';

export const STALE_AFTER_MS = 2 * 60 * 1000;
export const MSG_KEY_REUSED = MSG.orderKeyReused;
export const MSG_IN_PROGRESS = MSG.orderInProgress;

const records = schema.idempotencyRecords;

export interface StoredResponse {
  status: number;
  body: unknown;
}

export interface IdempotentResult extends StoredResponse {
  replayed: boolean;
}

/** JSON with object keys sorted at every level, so equal bodies give equal fingerprints. */
export function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function fingerprintOf(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

async function claim(db: Database, userId: number, key: string, fingerprint: string): Promise<boolean> {
  const inserted = await db.insert(records).values({ userId, key, fingerprint, state: 'processing' }).onConflictDoNothing().returning({ key: records.key });
  if (inserted.length > 0) return true;
  // A claim abandoned by a process that died: take it over (only one caller's update matches).
  const reclaimed = await db
    .update(records)
    .set({ fingerprint, createdAt: sql`now()` })
    .where(
      and(
        eq(records.userId, userId),
        eq(records.key, key),
        eq(records.state, 'processing'),
        lt(records.createdAt, sql`now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`),
      ),
    )
    .returning({ key: records.key });
  return reclaimed.length > 0;
}

async function existing(db: Database, userId: number, key: string, fingerprint: string): Promise<IdempotentResult> {
  const [row] = await db.select().from(records).where(and(eq(records.userId, userId), eq(records.key, key)));
  if (!row) throw new ConflictError(MSG_IN_PROGRESS, 'IDEMPOTENCY_IN_PROGRESS');
  if (row.fingerprint !== fingerprint) throw new UnprocessableError(MSG_KEY_REUSED, 'IDEMPOTENCY_KEY_REUSED');
  if (row.state !== 'done' || row.responseStatus == null) throw new ConflictError(MSG_IN_PROGRESS, 'IDEMPOTENCY_IN_PROGRESS');
  return { status: row.responseStatus, body: row.responseBody, replayed: true };
}

/**
 * Runs work at most once per (userId, key). work gets a transaction and answers the response to
 * store; a thrown error is passed on and nothing is stored.
 */
export async function runIdempotent(
  db: Database,
  scope: { userId: number; key: string; body: unknown },
  work: (tx: Transaction) => Promise<StoredResponse>,
): Promise<IdempotentResult> {
  const { userId, key } = scope;
  const fingerprint = fingerprintOf(scope.body);
  if (!(await claim(db, userId, key, fingerprint))) return existing(db, userId, key, fingerprint);
  try {
    const response = await db.transaction(async (tx) => {
      const result = await work(tx);
      await tx
        .update(records)
        .set({ state: 'done', responseStatus: result.status, responseBody: result.body, completedAt: sql`now()` })
        .where(and(eq(records.userId, userId), eq(records.key, key)));
      return result;
    });
    return { ...response, replayed: false };
  } catch (err) {
    await db
      .delete(records)
      .where(and(eq(records.userId, userId), eq(records.key, key), eq(records.state, 'processing'), eq(records.fingerprint, fingerprint)))
      .catch(() => undefined);
    throw err;
  }
}

/** Forgets answers older than the retention period (run from a periodic job). */
export async function purgeIdempotency(db: Database, retentionDays: number): Promise<number> {
  const gone = await db
    .delete(records)
    .where(lt(records.createdAt, sql`now() - make_interval(days => ${retentionDays})`))
    .returning({ key: records.key });
  return gone.length;
}
