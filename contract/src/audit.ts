/**
 * History: the audit records the API writes, as the back office lists them. Each record names
 * its actor and, where something changed, the changes as field, from and to. Bank details are
 * always masked here, for every reader.
 */
import * as v from 'valibot';
import { isoMoment, pageQuery, paginationAnswer, qDate, qInt } from './common';
import { route } from './route';
import { ADMINS } from './rules';

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

export const auditChange = v.strictObject({ field: v.string(), from: v.unknown(), to: v.unknown() });
export type AuditChange = v.InferOutput<typeof auditChange>;

export const auditRecord = v.strictObject({
  id: v.number(),
  action: v.string(),
  entity: v.string(),
  entityId: v.nullable(v.string()),
  actor: v.nullable(v.strictObject({ id: v.number(), name: v.string(), email: v.string() })),
  changes: v.array(auditChange),
  /** Anything else the record holds (counts of an import, a sign-in's reason), secrets masked. */
  details: v.record(v.string(), v.unknown()),
  /** Shown to super admins only. */
  ip: v.nullable(v.string()),
  createdAt: isoMoment,
});
export type AuditRecord = v.InferOutput<typeof auditRecord>;

export const auditList = v.strictObject({ records: v.array(auditRecord), pagination: paginationAnswer });
export type AuditList = v.InferOutput<typeof auditList>;

export const auditRoutes = {
  // ADMIN reads the history of orders, products and vendors; the service refuses the rest (403 FORBIDDEN).
  list: route({ method: 'GET', path: '/audit', access: ADMINS, tag: 'audit', summary: 'History: audit records, newest first', query: auditListQuery, answer: auditList, errors: [] }),
};
