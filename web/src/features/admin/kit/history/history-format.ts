/** How a history record reads: action and field names, and values in the current language. */
import type { AuditChange, AuditRecord } from '@portal/contract/audit';
import { i18n, t, type MessageKey } from '../../../../lib/i18n/i18n';
import { formatMoney } from '../../../../lib/i18n/format';
import { orderStatusLabel, paymentMethodLabel, roleLabel } from '../format';

const MONEY_FIELDS = new Set(['price', 'total', 'minOrderCents', 'subtotal', 'processingFee']);

/** A catalogue text when the key exists, else the fallback (a new action or field shows as stored). */
const known = (key: string, fallback: string) => (i18n.exists(key, { ns: 'admin' }) ? t(key as MessageKey) : fallback);

export const actionLabel = (action: string) => known(`admin.history.action.${action}`, action);
export const fieldLabel = (field: string) => known(`admin.history.field.${field}`, field);

export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('admin.history.empty.value');
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return formatMoney(value);
  if (field === 'isActive' && typeof value === 'boolean') return value ? t('admin.common.active') : t('admin.common.inactive');
  if (field === 'status') return orderStatusLabel(String(value));
  if (field === 'paymentMethod') return paymentMethodLabel(String(value));
  if (field === 'role') return roleLabel(String(value));
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export const changeText = (c: AuditChange) => `${fieldLabel(c.field)}: ${valueText(c.field, c.from)} → ${valueText(c.field, c.to)}`;

/** What a record holds besides changes, as one line (an import's counts; a created product's name and price). */
export function detailsText(record: AuditRecord): string {
  const d = record.details;
  if (record.action === 'product.import' && typeof d.totalRows === 'number') {
    return t('admin.history.counts', { totalRows: d.totalRows, created: Number(d.created), updated: Number(d.updated), unchanged: Number(d.unchanged) });
  }
  const parts = Object.entries(d)
    .filter(([k, v]) => k !== 'source' && v !== null && v !== undefined && typeof v !== 'object')
    .map(([k, v]) => `${fieldLabel(k)}: ${valueText(k, v)}`);
  if (d.source === 'import') parts.unshift(t('admin.history.viaImport'));
  return parts.join(' · ');
}

export const actorText = (record: AuditRecord) => (record.actor ? record.actor.name || record.actor.email : t('admin.history.system'));
