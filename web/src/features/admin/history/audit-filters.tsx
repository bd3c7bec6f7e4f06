import { Button, Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AUDIT_ENTITIES } from '@portal/contract/audit';
import { t, type MessageKey } from '../../../lib/i18n/i18n';
import { DateFilter } from '../kit/date-filter';
import { SearchInput } from '../kit/search-input';
import type { AuditFilters } from './history-api';

const Labelled = ({ label, children }: { label: string; children: ReactNode }) => (
  <Field.Root>
    <Field.Label fontSize="xs" color="fg.muted" mb="-1">
      {label}
    </Field.Label>
    {children}
  </Field.Root>
);

/** Record type and id, actor, action and a date range; Clear goes back to everything. */
export function AuditFiltersBar({ value, onChange, onClear }: { value: AuditFilters; onChange: (part: Partial<AuditFilters>) => void; onClear: () => void }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4, xl: 7 }} gap="3" alignItems="end">
      <Labelled label={t('admin.audit.entity')}>
        <NativeSelect.Root>
          <NativeSelect.Field value={value.entity} onChange={(e) => onChange({ entity: e.target.value, entityId: e.target.value ? value.entityId : '' })}>
            <option value="">{t('admin.audit.entity.all')}</option>
            {AUDIT_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {t(`admin.audit.entity.${e}` as MessageKey)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Labelled>
      <Labelled label={t('admin.audit.entityId')}>
        <SearchInput value={value.entityId} disabled={!value.entity} onChange={(entityId) => onChange({ entityId })} />
      </Labelled>
      <Labelled label={t('admin.audit.actor')}>
        <SearchInput value={value.actorUserId} inputMode="numeric" onChange={(actorUserId) => onChange({ actorUserId: actorUserId.replace(/\D/g, '') })} />
      </Labelled>
      <Labelled label={t('admin.audit.action')}>
        <SearchInput value={value.action} placeholder={t('admin.audit.actionPlaceholder')} onChange={(action) => onChange({ action })} />
      </Labelled>
      <DateFilter label={t('admin.audit.from')} value={value.from} onChange={(from) => onChange({ from })} />
      <DateFilter label={t('admin.audit.to')} value={value.to} onChange={(to) => onChange({ to })} />
      <Button variant="outline" onClick={onClear}>
        {t('admin.common.clear')}
      </Button>
    </SimpleGrid>
  );
}
