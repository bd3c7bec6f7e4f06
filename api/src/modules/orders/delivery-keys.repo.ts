/** Delivery key rows (table delivery_keys, decision 029): issued per session, read with their user. */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';

const k = schema.deliveryKeys;

/** The session's key that is neither revoked nor due to expire before `validUntil`. */
export async function findSessionKey(db: Executor, userId: number, sessionId: string, validUntil: Date) {
  const [row] = await db
    .select({ id: k.id, expiresAt: k.expiresAt })
    .from(k)
    .where(and(eq(k.userId, userId), eq(k.sessionId, sessionId), isNull(k.revokedAt), gt(k.expiresAt, validUntil)))
    .orderBy(k.expiresAt)
    .limit(1);
  return row ?? null;
}

export async function insertKey(db: Executor, row: { id: string; userId: number; sessionId: string | null; expiresAt: Date }) {
  const [made] = await db.insert(k).values(row).returning({ id: k.id, expiresAt: k.expiresAt });
  return made!;
}

/** The key and the state of its user, as a sealed order is checked against them. */
export async function findKeyWithUser(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: k.id,
      userId: k.userId,
      expiresAt: k.expiresAt,
      revokedAt: k.revokedAt,
      isActive: schema.users.isActive,
      role: schema.users.role,
      chapterId: schema.users.chapterId,
    })
    .from(k)
    .innerJoin(schema.users, eq(schema.users.id, k.userId))
    .where(eq(k.id, id))
    .limit(1);
  return row ?? null;
}

/** Forgets keys that expired more than `days` ago: no seal of theirs can place anything. */
export async function purgeExpiredKeys(db: Executor, days: number): Promise<number> {
  const gone = await db
    .delete(k)
    .where(lt(k.expiresAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: k.id });
  return gone.length;
}
