/**
 * History: the audit records the API writes, as the back office lists them. Each record names
 * its actor and, where something changed, the changes as field, from and to. Bank details are
 * always masked here, for every reader.
 */
import * as v from 'valibot';
import { pageQuery, qDate, qInt, type Pagination } from './common';

/** The records an ADMIN may read; a super admin reads every entity (users and sign-ins too). */
export const ADMIN_HISTORY_ENTITIES = ['order', 'product', 'vendor'] as const;
export const AUDIT_ENTITIES = ['order', 'product', 'vendor', 'user'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

const text = (field: string, max: number) => v.pipe(v.string(`${field} must be text`), v.trim(), v.maxLength(max, `${field} must be at most ${max} characters`));

export const auditListQuery = v.pipe(
  v.object({
    ...pageQuery,
    entity: v.optional(v.picklist(AUDIT_ENTITIES, `entity must be one of ${AUDIT_ENTITIES.join(', ')}`)),
    entityId: v.optional(text('entityId', 40)),
    actorUserId: v.optional(qInt('actorUserId', 1, 2_147_483_647)),
    action: v.optional(text('action', 60)),
    from: v.optional(qDate('from')),
    to: v.optional(qDate('to')),
  }),
  v.forward(
    v.check((q) => !q.from || !q.to || q.from.getTime() <= q.to.getTime(), 'to must not be before from'),
    ['to'],
  ),
  v.forward(
    v.check((q) => q.entityId === undefined || q.entity !== undefined, 'entityId needs entity'),
    ['entityId'],
  ),
);
export type AuditListQuery = v.InferOutput<typeof auditListQuery>;

export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface AuditRecord {
  id: number;
  action: string;
  entity: string;
  entityId: string | null;
  actor: { id: number; name: string; email: string } | null;
  changes: AuditChange[];
  /** Anything else the record holds (counts of an import, a sign-in's reason), secrets masked. */
  details: Record<string, unknown>;
  /** Shown to super admins only. */
  ip: string | null;
  createdAt: string;
}

export interface AuditList {
  records: AuditRecord[];
  pagination: Pagination;
}
