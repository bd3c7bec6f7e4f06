/**
 * Demo people: the four documented demo accounts (password Demo1234) and one chapter account per
 * other chapter plus a few members. Each demo account gets its own argon2id hash; the bulk
 * accounts share one hash of the same password, because hashing is deliberately slow.
 */
import type { Role } from '@portal/contract/rules';
import { schema, type Executor } from '../client';
import type { SeedChapter } from './chapters';
import { insertIds } from './insert';
import { hashDemoPassword } from './password';
import { FIRST_NAMES, LAST_NAMES } from './people-words';
import { DAY_MS, Random } from './random';

export const DEMO_ACCOUNTS = [
  { email: 'super@chapterportal.test', role: 'SUPER_ADMIN', firstName: 'Sam', lastName: 'Rivera', inDemoChapter: false },
  { email: 'admin@chapterportal.test', role: 'ADMIN', firstName: 'Alex', lastName: 'Morgan', inDemoChapter: false },
  { email: 'chapter@chapterportal.test', role: 'CHAPTER', firstName: 'Chris', lastName: 'Taylor', inDemoChapter: true },
  { email: 'user@chapterportal.test', role: 'USER', firstName: 'Jordan', lastName: 'Lee', inDemoChapter: true },
] as const satisfies ReadonlyArray<{ email: string; role: Role; firstName: string; lastName: string; inDemoChapter: boolean }>;

export interface SeedUser {
  id: number;
  email: string;
  role: Role;
  chapterId: number | null;
  isActive: boolean;
}

type UserRow = typeof schema.users.$inferInsert & { email: string; role: Role };

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** chapters[0] is the demo chapter. */
export async function seedUsers(tx: Executor, now: Date, chapters: readonly SeedChapter[]): Promise<SeedUser[]> {
  const random = new Random('users');
  const demoChapter = chapters[0]!;
  const rows: UserRow[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const createdAt = new Date(now.getTime() - 365 * DAY_MS);
    rows.push({
      ...account,
      passwordHash: await hashDemoPassword(),
      chapterId: account.inDemoChapter ? demoChapter.id : null,
      lastLoginAt: new Date(now.getTime() - random.int(1, 72) * 3_600_000),
      createdAt,
      updatedAt: createdAt,
    });
  }
  const sharedHash = await hashDemoPassword();
  const person = (chapter: SeedChapter, role: Role, index: number): UserRow => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const createdAt = new Date(now.getTime() - random.int(30, 360) * DAY_MS);
    return {
      email: `${slug(firstName)}.${slug(lastName)}.${index}@${slug(chapter.city)}-chapter.test`,
      passwordHash: sharedHash,
      firstName,
      lastName,
      role,
      chapterId: chapter.id,
      // A few accounts are switched off, so user management shows both states.
      isActive: index % 16 !== 15,
      lastLoginAt: random.chance(0.7) ? new Date(now.getTime() - random.int(1, 60) * DAY_MS) : null,
      createdAt,
      updatedAt: createdAt,
    };
  };
  let index = 0;
  chapters.slice(1).forEach((chapter) => rows.push(person(chapter, 'CHAPTER', ++index)));
  chapters.filter((_, c) => c % 6 === 0).forEach((chapter) => rows.push(person(chapter, 'USER', ++index)));

  const ids = await insertIds(tx, schema.users, rows);
  return rows.map((row, i) => ({
    id: ids[i]!,
    email: row.email,
    role: row.role,
    chapterId: row.chapterId ?? null,
    isActive: row.isActive ?? true,
  }));
}
