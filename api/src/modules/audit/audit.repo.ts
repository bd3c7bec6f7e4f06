/**
 * Audit rows: who did what to which record, from which address. Callers pass details that never
 * include passwords or tokens.
 */
import { schema, type Executor } from '@portal/db';

export type AuditAction =
  | 'auth.login.success'
  | 'auth.login.failure'
  | 'auth.register'
  | 'auth.logout'
  | 'auth.password_reset.requested'
  | 'auth.password_reset'
  | 'auth.password_change'
  | 'auth.refresh_reuse'
  | 'user.activate'
  | 'user.deactivate'
  | 'user.role_change'
  | 'user.delete'
  | 'user.profile_update';

export interface AuditEntry {
  action: AuditAction;
  entity: string;
  entityId?: number | string | null;
  actorUserId?: number | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(schema.auditLog).values({
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    actorUserId: entry.actorUserId ?? null,
    details: entry.details ?? null,
    ip: entry.ip ?? null,
  });
}
