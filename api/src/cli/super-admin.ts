/**
 * The first super admin of a portal started without demo data (SEED_ON_EMPTY=false): created from
 * the server's shell, since nobody can sign in to the back office to create one. Also gives an
 * existing account the SUPER_ADMIN role and a new password when asked (a locked-out owner).
 * Caller: api/src/cli/create-admin.ts (pnpm admin:create).
 */
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { email as emailRule, newPassword } from '@portal/contract/auth';
// The schemas' messages in English (the contract's rules give their codes otherwise).
import '@portal/contract/field-rule-texts';
import { schema, type Database } from '@portal/db';
import { recordAudit } from '../modules/audit/audit.repo';
import { hashPassword } from '../lib/passwords';

export interface SuperAdminInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** An account with this email exists: make it SUPER_ADMIN, active, with this password. */
  reset?: boolean;
}

export type SuperAdminResult = { outcome: 'created' | 'updated'; id: number } | { outcome: 'exists' } | { outcome: 'invalid'; problems: string[] };

const name = (label: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(100, `${label} must be at most 100 characters`));
const input = v.object({ email: emailRule, firstName: name('First name'), lastName: name('Last name'), password: newPassword });

/** What is wrong with the input, each field with its rule; empty when nothing is. */
export function superAdminProblems(given: SuperAdminInput): string[] {
  const parsed = v.safeParse(input, given);
  return parsed.success ? [] : [...new Set(parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'input'}: ${issue.message}`))];
}

export async function createSuperAdmin(db: Database, given: SuperAdminInput): Promise<SuperAdminResult> {
  const parsed = v.safeParse(input, given);
  if (!parsed.success) return { outcome: 'invalid', problems: superAdminProblems(given) };
  const { firstName, lastName, password } = parsed.output;
  const email = parsed.output.email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: schema.users.id, role: schema.users.role }).from(schema.users).where(eq(sql`lower(${schema.users.email})`, email));
    if (existing && !given.reset) return { outcome: 'exists' as const };
    if (existing) {
      await tx.update(schema.users).set({ role: 'SUPER_ADMIN', isActive: true, passwordHash, updatedAt: new Date() }).where(eq(schema.users.id, existing.id));
      await recordAudit(tx, { action: 'user.role_change', entity: 'user', entityId: existing.id, details: { from: existing.role, to: 'SUPER_ADMIN', by: 'command line', passwordReset: true } });
      return { outcome: 'updated' as const, id: existing.id };
    }
    const [row] = await tx.insert(schema.users).values({ email, firstName, lastName, passwordHash, role: 'SUPER_ADMIN', isActive: true }).returning({ id: schema.users.id });
    await recordAudit(tx, { action: 'auth.register', entity: 'user', entityId: row!.id, details: { role: 'SUPER_ADMIN', by: 'command line' } });
    return { outcome: 'created' as const, id: row!.id };
  });
}
