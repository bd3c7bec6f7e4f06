/** The one shape a user takes in API answers: never the password hash. */
import { eq, getTableColumns } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';
import type { ChapterSummary, PublicUser } from '@portal/contract/auth';

type UserRow = typeof schema.users.$inferSelect;
type ChapterRow = typeof schema.chapters.$inferSelect;

export function toChapterSummary(c: ChapterRow): ChapterSummary {
  return {
    id: c.id,
    name: c.name,
    address: c.address,
    city: c.city,
    state: c.state,
    zipCode: c.zipCode,
    phone: c.phone,
    taxId: c.taxId,
    isActive: c.isActive,
  };
}

export function toPublicUser(u: UserRow, chapter: ChapterRow | null): PublicUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    isActive: u.isActive,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
    chapter: chapter ? toChapterSummary(chapter) : null,
  };
}

/** Columns of a user joined with its chapter, for select().from(users).leftJoin(chapters). */
export const userWithChapter = { user: getTableColumns(schema.users), chapter: getTableColumns(schema.chapters) };

export async function findPublicUser(db: Executor, id: number): Promise<PublicUser | null> {
  const [row] = await db
    .select(userWithChapter)
    .from(schema.users)
    .leftJoin(schema.chapters, eq(schema.chapters.id, schema.users.chapterId))
    .where(eq(schema.users.id, id))
    .limit(1);
  return row ? toPublicUser(row.user, row.chapter) : null;
}
