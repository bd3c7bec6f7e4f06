/** Attempt counters of the rate limits, shared by every API instance through PostgreSQL. */
import { sql } from 'drizzle-orm';
import { resultRows, type Executor } from '@portal/db';

export interface Policy {
  /** Attempts taken without any delay. */
  free: number;
  /** The delay after the first attempt beyond `free`; each further attempt doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key idle this long starts again from nothing. */
  forgetAfterMs: number;
}

/**
 * Counts one attempt on `key` in one statement, unless the key is still delayed: the row is
 * locked by the upsert, so attempts arriving together on any instance are counted one by one.
 * Answers the delay left (ms) when the attempt was refused, null when it was counted.
 */
export async function takeAttempt(db: Executor, key: string, policy: Policy): Promise<number | null> {
  const idle = sql`r.last_at < now() - ${policy.forgetAfterMs}::float8 * interval '1 millisecond'`;
  const hits = sql`(case when ${idle} then 1 else r.hits + 1 end)`;
  const delayFor = (n: ReturnType<typeof sql>) =>
    sql`case when ${n} > ${policy.free}::int then now() + least(${policy.maxDelayMs}::float8, ${policy.baseDelayMs}::float8 * power(2, ${n} - ${policy.free}::int - 1)) * interval '1 millisecond' end`;
  const taken = resultRows<{ hits: number }>(
    await db.execute(sql`insert into rate_limits as r (key, hits, last_at, blocked_until)
      values (${key}, 1, now(), ${delayFor(sql`1`)})
      on conflict (key) do update set hits = ${hits}, last_at = now(), blocked_until = ${delayFor(hits)}
      where r.blocked_until is null or r.blocked_until <= now()
      returning r.hits`),
  );
  if (taken.length > 0) return null;
  const [row] = resultRows<{ ms: number | string }>(
    await db.execute(sql`select greatest(0, extract(epoch from (blocked_until - now())) * 1000) as ms from rate_limits where key = ${key}`),
  );
  return Math.max(1, Number(row?.ms ?? 1));
}

/** Takes back one attempt (a sign-in that succeeded is not held against the address). */
export async function forgiveAttempt(db: Executor, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${key}`);
}

/** Forgets a key altogether (the account's owner signed in from this address). */
export async function clearKey(db: Executor, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Drops counters idle for a day whose delay has passed, so the table stays small. */
export async function pruneIdle(db: Executor): Promise<void> {
  await db.execute(sql`delete from rate_limits where last_at < now() - interval '1 day' and (blocked_until is null or blocked_until < now())`);
}
