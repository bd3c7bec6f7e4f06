/** The signed-in person's own record and chapter. */
import { eq } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';

export async function updateNames(db: Executor, userId: number, names: { firstName?: string; lastName?: string }) {
  if (names.firstName === undefined && names.lastName === undefined) return;
  await db.update(schema.users).set(names).where(eq(schema.users.id, userId));
}

export async function updateChapter(db: Executor, chapterId: number, fields: Omit<typeof schema.chapters.$inferInsert, 'id' | 'isActive'>) {
  await db.update(schema.chapters).set(fields).where(eq(schema.chapters.id, chapterId));
}

export async function passwordHashOf(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ h: schema.users.passwordHash }).from(schema.users).where(eq(schema.users.id, userId)).limit(1);
  return row?.h ?? null;
}
