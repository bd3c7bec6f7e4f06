import { Badge, Box, Checkbox, CloseButton, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { Choice } from './select';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  label: string;
  options: readonly Choice[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * A multi-select for long lists: the chosen ones as removable tags, a filter that narrows the
 * choices as one types (accents and case aside), and the choices as checkboxes, each reachable by
 * keyboard. A chosen one hidden by the filter stays chosen.
 */
export function PickList({ label, options, value, onChange }: Props) {
  const [filter, setFilter] = useState('');
  const labelId = useId();
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((x) => x !== id));
  const chosen = value.map((id) => options.find((o) => o.value === id)).filter((o): o is Choice => Boolean(o));
  const wanted = fold(filter.trim());
  const shown = wanted ? options.filter((o) => fold(o.label).includes(wanted)) : options;
  return (
    // Not a Field: checkboxes inside one would all take the field's single input id.
    <Stack gap="1.5">
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      {chosen.length > 0 && (
        <Wrap gap="1.5" role="list" aria-label={t('admin.products.form.chosen', { label })}>
          {chosen.map((o) => (
            <Badge key={o.value} size="md" variant="subtle" colorPalette="primary" role="listitem" ps="2" pe="0.5" gap="0.5">
              {o.label}
              <CloseButton size="2xs" variant="plain" aria-label={t('admin.products.form.remove', { name: o.label })} onClick={() => toggle(Number(o.value), false)} />
            </Badge>
          ))}
        </Wrap>
      )}
      {options.length > 0 && (
        <Input
          size="sm"
          type="search"
          aria-label={t('admin.products.form.filterOptions', { label })}
          placeholder={t('admin.products.form.filterPlaceholder')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      <Box role="group" aria-labelledby={labelId} borderWidth="1px" rounded="md" p="2" maxH="32" overflowY="auto" w="full">
        {options.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('admin.products.form.noneAvailable')}
          </Text>
        ) : shown.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('admin.products.form.noMatch', { filter: filter.trim() })}
          </Text>
        ) : (
          <Wrap gap="3">
            {shown.map((o) => (
              <Checkbox.Root key={o.value} size="sm" checked={value.includes(Number(o.value))} onCheckedChange={(d) => toggle(Number(o.value), d.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{o.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        )}
      </Box>
    </Stack>
  );
}
