import { Button, SimpleGrid } from '@chakra-ui/react';
import { AUDIT_ENTITIES } from '@portal/contract/audit';
import { AUDIT_RESOURCE } from '@portal/contract/resources';
import { t, type MessageKey } from '../../../lib/i18n/i18n';
import { describedChipWords, DescribedFilterControls, type FilterChoices } from '../kit/described-filters';
import { chipsOf } from '../kit/filter-chips';
import { choicesOf } from '../kit/select';
import type { AuditFilters } from './history-api';


/** The record types in words. */
const auditChoices = (): FilterChoices => ({ entity: choicesOf(AUDIT_ENTITIES, (e) => t(`admin.audit.entity.${e}` as MessageKey)) });

/** The audit log's bar: its described filters under visible labels, then Clear, which goes back to everything. */
export function AuditFiltersBar({ value, onChange, onClear }: { value: AuditFilters; onChange: (part: Partial<AuditFilters>) => void; onClear: () => void }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4, xl: 7 }} gap="3" alignItems="end">
      <DescribedFilterControls description={AUDIT_RESOURCE} value={value} onChange={(name, v) => onChange({ [name]: v })} choices={auditChoices()} labelled />
      <Button variant="outline" onClick={onClear}>
        {t('admin.common.clear')}
      </Button>
    </SimpleGrid>
  );
}

/** The chips of the audit log's filters in force, worded as the bar words them. */
export const auditChips = (filters: AuditFilters) => chipsOf(filters, describedChipWords(AUDIT_RESOURCE, auditChoices()));
