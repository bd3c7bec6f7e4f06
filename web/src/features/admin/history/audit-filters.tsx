import { Button, SimpleGrid } from '@chakra-ui/react';
import { AUDIT_ENTITIES } from '@portal/contract/audit';
import { t, type MessageKey } from '../../../lib/i18n/i18n';
import { describedChipWords, DescribedFilterControls, type FilterChoices, type ListDescription } from '../kit/described-filters';
import { chipsOf } from '../kit/filter-chips';
import { choicesOf } from '../kit/select';
import type { AuditFilters } from './history-api';

/**
 * The audit log's filter places (decision 050): the record type, then its id (typed once a type is
 * chosen), the actor's number, the action typed with a sample, and the days from and to. The log
 * has no description of its own otherwise; its columns are the screen's.
 */
export const AUDIT_FILTERS = {
  name: 'audit',
  fields: [
    { key: 'entity', type: 'enum', label: 'admin.audit.entity', filter: { all: 'admin.audit.entity.all' } },
    { key: 'entityId', type: 'text', label: 'admin.audit.entityId', filter: { input: 'text', within: 'entity' } },
    { key: 'actorUserId', type: 'id', label: 'admin.audit.actor', filter: { input: 'text', digits: true } },
    { key: 'action', type: 'text', label: 'admin.audit.action', filter: { input: 'text', hint: 'admin.audit.actionPlaceholder' } },
    { key: 'from', type: 'date', label: 'admin.audit.from', filter: true },
    { key: 'to', type: 'date', label: 'admin.audit.to', filter: true },
  ],
} as const satisfies ListDescription;

/** The record types in words. */
const auditChoices = (): FilterChoices => ({ entity: choicesOf(AUDIT_ENTITIES, (e) => t(`admin.audit.entity.${e}` as MessageKey)) });

/** The audit log's bar: its described filters under visible labels, then Clear, which goes back to everything. */
export function AuditFiltersBar({ value, onChange, onClear }: { value: AuditFilters; onChange: (part: Partial<AuditFilters>) => void; onClear: () => void }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4, xl: 7 }} gap="3" alignItems="end">
      <DescribedFilterControls description={AUDIT_FILTERS} value={value} onChange={(name, v) => onChange({ [name]: v })} choices={auditChoices()} labelled />
      <Button variant="outline" onClick={onClear}>
        {t('admin.common.clear')}
      </Button>
    </SimpleGrid>
  );
}

/** The chips of the audit log's filters in force, worded as the bar words them. */
export const auditChips = (filters: AuditFilters) => chipsOf(filters, describedChipWords(AUDIT_FILTERS, auditChoices()));
