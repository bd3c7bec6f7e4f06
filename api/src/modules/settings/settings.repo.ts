/** The one settings row (id 1). */
import { eq } from 'drizzle-orm';
import { schema, type Executor } from '@portal/db';

export type SettingsRow = typeof schema.settings.$inferSelect;
export type SettingsValues = Omit<typeof schema.settings.$inferInsert, 'id' | 'syncVersion' | 'createdAt' | 'updatedAt'>;

export async function findSettings(db: Executor): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(schema.settings).where(eq(schema.settings.id, 1));
  return row;
}

/** Creates the row if it is missing; a concurrent creator wins silently. */
export async function ensureSettings(db: Executor, defaults: SettingsValues): Promise<SettingsRow> {
  await db.insert(schema.settings).values({ id: 1, ...defaults }).onConflictDoNothing();
  return (await findSettings(db))!;
}

export async function updateSettings(db: Executor, values: SettingsValues): Promise<SettingsRow> {
  const [row] = await db.update(schema.settings).set(values).where(eq(schema.settings.id, 1)).returning();
  return row!;
}
