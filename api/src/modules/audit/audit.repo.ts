/**
 * Audit rows: who did what to which record, from which address. Callers pass details that never
 * include passwords or tokens.
 */
import { and, desc, eq, gte, inArray, like, lte, or, type SQL } from 'drizzle-orm';
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
  | 'user.profile_update'
  | 'vendor.bank_details_change'
  | 'vendor.create'
  | 'vendor.update'
  | 'vendor.activate'
  | 'vendor.deactivate'
  | 'vendor.delete'
  | 'vendor.import'
  | 'product.create'
  | 'product.update'
  | 'product.activate'
  | 'product.deactivate'
  | 'product.delete'
  | 'product.import'
  | 'product.image_upload'
  | 'product.image_reorder'
  | 'product.image_update'
  | 'product.image_delete'
  | 'order.payment_method_change';

export interface AuditEntry {
  action: AuditAction;
  entity: string;
  entityId?: number | string | null;
  actorUserId?: number | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

const rowOf = (entry: AuditEntry) => ({
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId == null ? null : String(entry.entityId),
  actorUserId: entry.actorUserId ?? null,
  details: entry.details ?? null,
  ip: entry.ip ?? null,
});

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(schema.auditLog).values(rowOf(entry));
}

/** Many rows at once (a CSV import's products), in statements of at most 1,000 rows. */
export async function recordAudits(db: Executor, entries: AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 1000) await db.insert(schema.auditLog).values(entries.slice(i, i + 1000).map(rowOf));
}

/**
 * The file names a product's pictures were uploaded under, by image id, from their upload records
 * (the image row keeps only a server-made key): how later picture records name them.
 */
export async function uploadedPictureNames(db: Executor, productId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ details: schema.auditLog.details })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, 'product.image_upload'), eq(schema.auditLog.entity, 'product'), eq(schema.auditLog.entityId, String(productId))));
  const names = new Map<number, string>();
  for (const { details } of rows) {
    const files = (details as { files?: Record<string, unknown> } | null)?.files ?? {};
    for (const [id, name] of Object.entries(files)) if (typeof name === 'string') names.set(Number(id), name);
  }
  return names;
}

export interface AuditFilter {
  entities?: readonly string[];
  entityId?: string;
  actorUserId?: number;
  /** 'product.import' exactly, or 'product' for every product action. */
  action?: string;
  from?: Date;
  to?: Date;
}

export interface AuditRow {
  id: number;
  action: string;
  entity: string;
  entityId: string | null;
  details: unknown;
  ip: string | null;
  createdAt: Date;
  actorId: number | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorEmail: string | null;
}

/** A page of audit rows, newest first, with each actor's name and e-mail. */
export async function listAudit(db: Executor, filter: AuditFilter, page: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
  const { auditLog, users } = schema;
  const c: SQL[] = [];
  if (filter.entities) c.push(inArray(auditLog.entity, [...filter.entities]));
  if (filter.entityId !== undefined) c.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actorUserId !== undefined) c.push(eq(auditLog.actorUserId, filter.actorUserId));
  if (filter.action) c.push(or(eq(auditLog.action, filter.action), like(auditLog.action, `${filter.action.replace(/[\\%_]/g, '\\$&')}.%`))!);
  if (filter.from) c.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) c.push(lte(auditLog.createdAt, filter.to));
  const where = c.length ? and(...c) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        details: auditLog.details,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
        actorId: users.id,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        actorEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(auditLog, where),
  ]);
  return { rows, total };
}
