/** Refresh-token rows: one family per sign-in session, one row per rotation. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';

const t = schema.refreshTokens;

export async function insertRefreshToken(db: Executor, row: { userId: number; familyId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(t).values(row);
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: t.id,
      userId: t.userId,
      familyId: t.familyId,
      expiresAt: t.expiresAt,
      rotatedAt: t.rotatedAt,
      revokedAt: t.revokedAt,
      role: schema.users.role,
      isActive: schema.users.isActive,
    })
    .from(t)
    .innerJoin(schema.users, eq(schema.users.id, t.userId))
    .where(eq(t.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the token rotated only if nobody did so first: the single UPDATE is the lock, so of two
 * racing refreshes exactly one wins here and the other takes the grace path.
 */
export async function claimRotation(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ rotatedAt: sql`now()` })
    .where(and(eq(t.id, id), isNull(t.rotatedAt), isNull(t.revokedAt)))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Seconds since the token was rotated, measured by the database clock, and whether its family is revoked. */
export async function rotationState(db: Executor, id: number) {
  const [row] = await db
    .select({
      secondsSinceRotation: sql<number>`extract(epoch from (now() - ${t.rotatedAt}))::float8`,
      revokedAt: t.revokedAt,
    })
    .from(t)
    .where(eq(t.id, id))
    .limit(1);
  return row ? { secondsSinceRotation: Number(row.secondsSinceRotation), revoked: row.revokedAt !== null } : null;
}

export async function revokeFamily(db: Executor, familyId: string, userId?: number) {
  await db
    .update(t)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(t.familyId, familyId), isNull(t.revokedAt), userId === undefined ? undefined : eq(t.userId, userId)));
}

/**
 * Revokes every session of the user, optionally keeping one (the caller's own), and the delivery
 * keys of those sessions (decision 029): a password change, a reset and a deactivation end what a
 * copied device could still send as this person. A sign-out (revokeFamily) leaves its key alone.
 */
export async function revokeUserFamilies(db: Executor, userId: number, exceptFamilyId?: string | null) {
  await db
    .update(t)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(t.userId, userId), isNull(t.revokedAt), exceptFamilyId ? sql`${t.familyId} <> ${exceptFamilyId}` : undefined));
  const k = schema.deliveryKeys;
  await db
    .update(k)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(k.userId, userId), isNull(k.revokedAt), exceptFamilyId ? sql`${k.sessionId} is distinct from ${exceptFamilyId}` : undefined));
}
