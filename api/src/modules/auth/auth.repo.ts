/** Accounts and password-reset tokens. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';

const users = schema.users;
const resets = schema.passwordResetTokens;

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function insertChapter(db: Executor, chapter: typeof schema.chapters.$inferInsert) {
  const [row] = await db.insert(schema.chapters).values(chapter).returning();
  return row!;
}

export async function insertUser(db: Executor, user: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function touchLastLogin(db: Executor, id: number) {
  // Keeps updatedAt as is: signing in is not an edit of the account.
  await db.update(users).set({ lastLoginAt: sql`now()`, updatedAt: sql`${users.updatedAt}` }).where(eq(users.id, id));
}

export async function setPasswordHash(db: Executor, id: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

export async function insertResetToken(db: Executor, row: { userId: number; tokenHash: string; expiresAt: Date }) {
  await db.insert(resets).values(row);
}

/** Uses the token if it is unused and unexpired, in one statement so it works exactly once. */
/** Whether the link is unused and unexpired (it is consumed later, in the transaction that uses it). */
export async function resetTokenIsValid(db: Executor, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: resets.id })
    .from(resets)
    .where(and(eq(resets.tokenHash, tokenHash), isNull(resets.usedAt), gt(resets.expiresAt, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

export async function consumeResetToken(db: Executor, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .update(resets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(resets.tokenHash, tokenHash), isNull(resets.usedAt), gt(resets.expiresAt, sql`now()`)))
    .returning({ userId: resets.userId });
  return row?.userId ?? null;
}

/** A new link replaces the older ones: only the newest reset link works. */
export async function retireResetTokens(db: Executor, userId: number) {
  await db.update(resets).set({ usedAt: sql`now()` }).where(and(eq(resets.userId, userId), isNull(resets.usedAt)));
}
