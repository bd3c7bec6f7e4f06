/**
 * History as the back office reads it: a super admin reads every record; an ADMIN reads the
 * history of orders, products and vendors only. Changes come out as field, from and to; bank
 * details are masked for every reader (records written before masking included), and the
 * address a change came from is shown to super admins only.
 */
import type { Database } from '@portal/db';
import { paginationOf } from '@portal/contract/common';
import { ADMIN_HISTORY_ENTITIES, type AuditChange, type AuditList, type AuditListQuery, type AuditRecord } from '@portal/contract/audit';
import { maskSecret, VENDOR_SECRET_FIELDS } from '@portal/contract/vendors';
import type { AuthUser } from '../../plugins/auth';
import { forbidden } from '../../lib/errors';
import { listAudit, type AuditRow } from './audit.repo';

const SECRETS = new Set<string>(VENDOR_SECRET_FIELDS);
const NEVER_SHOWN = new Set(['password', 'passwordHash', 'token', 'refreshToken', 'tokenHash']);
const MASK_START = maskSecret('xxxxx')!.slice(0, 4);

const isChange = (v: unknown): v is { from: unknown; to: unknown } => typeof v === 'object' && v !== null && !Array.isArray(v) && 'from' in v && 'to' in v;
const mask = (value: unknown) => (typeof value === 'string' && !value.startsWith(MASK_START) ? maskSecret(value) : value);

function clean(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((v) => clean(v, depth + 1));
  if (typeof value !== 'object' || value === null || depth > 5) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (NEVER_SHOWN.has(k)) continue;
    out[k] = SECRETS.has(k) ? (isChange(v) ? maskChange(v) : mask(v)) : clean(v, depth + 1);
  }
  return out;
}

const maskChange = (change: { from: unknown; to: unknown }) => ({ ...change, from: mask(change.from), to: mask(change.to) });

/** 'order.status_change' -> 'status': the field a record with a bare from/to speaks of. */
const fieldOfAction = (action: string) => (action.split('.')[1] ?? action).replace(/_change$/, '');

function toRecord(row: AuditRow, superAdmin: boolean): AuditRecord {
  const details = clean(row.details ?? {}) as Record<string, unknown>;
  const changes: AuditChange[] = [];
  const rest: Record<string, unknown> = {};
  if (isChange(details)) {
    const { from, to, ...other } = details;
    changes.push({ field: fieldOfAction(row.action), from, to });
    Object.assign(rest, other);
  } else {
    for (const [field, value] of Object.entries(details)) {
      if (isChange(value)) changes.push({ field, from: value.from, to: value.to });
      else rest[field] = value;
    }
  }
  return {
    id: row.id,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    actor: row.actorId == null ? null : { id: row.actorId, name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(), email: row.actorEmail ?? '' },
    changes,
    details: rest,
    ip: superAdmin ? row.ip : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function list(db: Database, user: AuthUser, query: AuditListQuery): Promise<AuditList> {
  const superAdmin = user.role === 'SUPER_ADMIN';
  const allowed: readonly string[] = ADMIN_HISTORY_ENTITIES;
  if (!superAdmin && query.entity && !allowed.includes(query.entity)) throw forbidden('SUPER_ADMIN_REQUIRED');
  const entities = query.entity ? [query.entity] : superAdmin ? undefined : ADMIN_HISTORY_ENTITIES;
  const { rows, total } = await listAudit(
    db,
    { entities, entityId: query.entityId, actorUserId: query.actorUserId, action: query.action, from: query.from, to: query.to },
    query.page,
    query.limit,
  );
  return { records: rows.map((r) => toRecord(r, superAdmin)), pagination: paginationOf(query.page, query.limit, total) };
}
