/**
 * Idempotent requests. Stores, per user and key, a fingerprint of the request body and the
 * response (table idempotency_records). Callers: routes that create things a device may resend
 * (POST /orders).
 *
 * Everything happens in one transaction, on PGlite and PostgreSQL alike:
 * 1. a transaction-scoped advisory lock on (user, key) taken without waiting: a second request
 *    with the same key while the first still runs gets 409 at once;
 * 2. in the same round trip, the stored record if any: a replay answers the stored response
 *    (same status, same body), a different body under the key a 422;
 * 3. the work's writes and the record with its response commit together, so a crash between
 *    commit and reply still replays the stored answer, and a failed work (a refusal, a crash)
 *    leaves nothing behind: the same key can be sent again.
 * The lock goes with the transaction, so a process that dies never leaves a key blocked.
 * Records written by earlier versions in state 'processing' answer 409.
 */
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { schema, statement, type Database, type Transaction } from '@portal/db';
import { MSG } from '@portal/contract/messages';
import { ConflictError, UnprocessableError } from './errors';

export const MSG_KEY_REUSED = MSG.orderKeyReused;
export const MSG_IN_PROGRESS = MSG.orderInProgress;

const records = schema.idempotencyRecords;

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** The response as sent: its body already JSON, written once for the record and the reply. */
export interface IdempotentResult {
  status: number;
  json: string;
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

// Written once like the order statements: these run on every order and every replay.
const lockStatement = statement<{ userId: number; key: string }>((p) => sql`select pg_try_advisory_xact_lock(${p.userId}::int, hashtext(${p.key}::text)) as got`);
const recordStatement = statement<{ userId: number; key: string }>(
  (p) => sql`select fingerprint, state, response_status as "responseStatus", response_body::text as "responseJson"
    from idempotency_records where user_id = ${p.userId}::int and key = ${p.key}::text`,
);
const storeStatement = statement<{ userId: number; key: string; fingerprint: string; status: number; json: string }>(
  (p) => sql`insert into idempotency_records (user_id, key, fingerprint, state, response_status, response_body, completed_at)
    values (${p.userId}::int, ${p.key}::text, ${p.fingerprint}::text, 'done', ${p.status}::int, ${p.json}::json, now())`,
);

/** Takes the (user, key) lock for the rest of the transaction; false when another request holds it. */
async function tryLock(tx: Transaction, userId: number, key: string): Promise<boolean> {
  const rows = await lockStatement.rows<{ got: boolean }>(tx, { userId, key });
  return rows[0]?.got === true;
}

interface StoredRecord {
  fingerprint: string;
  state: string;
  responseStatus: number | null;
  /** The stored body as JSON text: a replay sends it as it is. */
  responseJson: string | null;
}

async function storedRecord(tx: Transaction, userId: number, key: string): Promise<StoredRecord | undefined> {
  const rows = await recordStatement.rows<StoredRecord>(tx, { userId, key });
  return rows[0];
}

function answerStored(row: StoredRecord, fingerprint: string): IdempotentResult {
  if (row.fingerprint !== fingerprint) throw new UnprocessableError(MSG_KEY_REUSED, 'IDEMPOTENCY_KEY_REUSED');
  if (row.state !== 'done' || row.responseStatus == null || row.responseJson == null) throw new ConflictError(MSG_IN_PROGRESS, 'IDEMPOTENCY_IN_PROGRESS');
  return { status: row.responseStatus, json: row.responseJson, replayed: true };
}

/**
 * The two halves of an idempotent request: read() is sent together with the lock and the record
 * look-up (one round trip on PostgreSQL); write() runs only for a first request, and its thrown
 * error rolls everything back.
 */
export interface IdempotentWork<R> {
  read(tx: Transaction): Promise<R>;
  write(tx: Transaction, read: R): Promise<StoredResponse>;
}

/** Runs work at most once per (userId, key) and answers its response, or the stored one. */
export async function runIdempotent<R>(db: Database, scope: { userId: number; key: string; body: unknown }, work: IdempotentWork<R>): Promise<IdempotentResult> {
  const { userId, key } = scope;
  const fingerprint = fingerprintOf(scope.body);
  return db.transaction(async (tx) => {
    const [locked, stored, read] = await Promise.all([tryLock(tx, userId, key), storedRecord(tx, userId, key), work.read(tx)]);
    if (!locked) throw new ConflictError(MSG_IN_PROGRESS, 'IDEMPOTENCY_IN_PROGRESS');
    if (stored) return answerStored(stored, fingerprint);
    const result = await work.write(tx, read);
    const json = JSON.stringify(result.body);
    // Its answer is not needed: on PostgreSQL it goes out with COMMIT, and its failure fails it.
    await storeStatement.sendWithCommit(tx, { userId, key, fingerprint, status: result.status, json });
    return { status: result.status, json, replayed: false };
  });
}

/** Forgets answers older than the retention period (run from a periodic job). */
export async function purgeIdempotency(db: Database, retentionDays: number): Promise<number> {
  const gone = await db
    .delete(records)
    .where(lt(records.createdAt, sql`now() - make_interval(days => ${retentionDays})`))
    .returning({ key: records.key });
  return gone.length;
}
