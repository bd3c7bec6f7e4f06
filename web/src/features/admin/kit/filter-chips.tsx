import { Badge, Button, CloseButton, HStack, Text, Wrap } from '@chakra-ui/react';
import { t } from '../../../lib/i18n/i18n';
import { formatDate } from '../../../lib/i18n/format';

/** One filter in force, named in words: "Status: Shipped". */
export interface FilterChip {
  /** The filter's key in the list's filters, emptied when the chip is removed. */
  key: string;
  label: string;
  value: string;
}

/** How a list names its filters: each key's label, and its value in words (as typed when no words are given). */
export type ChipWords<F> = { [K in keyof F]?: { label: string; text?: (value: string) => string } };

/** The chips of the filters set (non-empty and named), in the order the list names them. */
export function chipsOf<F extends Record<string, string>>(filters: F, words: ChipWords<F>): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const key of Object.keys(words) as (keyof F & string)[]) {
    const value = filters[key]?.trim();
    const named = words[key];
    if (!value || !named) continue;
    chips.push({ key, label: named.label, value: named.text ? named.text(value) : value });
  }
  return chips;
}

/** A day filter (yyyy-mm-dd) written as the screen writes dates. */
export const dayText = (day: string) => formatDate(new Date(`${day}T00:00:00`), 'date') || day;

/** Active and Inactive for the true/false status filters. */
export const flagText = (value: string) => (value === 'true' ? t('admin.common.active') : t('admin.common.inactive'));

/**
 * The filters in force above a list, one removable chip each, and Clear all: what a link or a
 * folded Filters panel would otherwise hide. Nothing shows when no filter is set.
 */
export function FilterChips({ chips, onRemove, onClearAll }: { chips: FilterChip[]; onRemove: (key: string) => void; onClearAll: () => void }) {
  if (chips.length === 0) return null;
  return (
    <HStack gap="2" align="center" flexWrap="wrap" role="group" aria-label={t('admin.filters.active')}>
      <Text fontSize="sm" color="fg.muted">
        {t('admin.filters.active')}
      </Text>
      <Wrap gap="2">
        {chips.map((c) => (
          // A badge and a close button (the theme carries the badge's recipe, not a tag's).
          <Badge key={c.key} size="lg" variant="subtle" colorPalette="primary" gap="1" pe="0.5" textTransform="none">
            <span>{t('admin.filters.chip', { label: c.label, value: c.value })}</span>
            <CloseButton size="2xs" variant="plain" aria-label={t('admin.filters.remove', { label: c.label, value: c.value })} onClick={() => onRemove(c.key)} />
          </Badge>
        ))}
      </Wrap>
      <Button size="xs" variant="ghost" onClick={onClearAll}>
        {t('admin.filters.clearAll')}
      </Button>
    </HStack>
  );
}
