import { Box, Button, Card, Collapsible, Grid, HStack, Heading } from '@chakra-ui/react';
import { Fragment, useState, type ReactNode } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { SearchInput } from './search-input';

/** A Filters card whose body folds away behind a Show/Hide Filters toggle. */
export function FiltersPanel({ children, defaultOpen = true }: { children: ReactNode; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Collapsible.Root open={open} onOpenChange={(d) => setOpen(d.open)}>
          <HStack justify="space-between">
            <Heading size="sm">{t('admin.common.filters')}</Heading>
            <Collapsible.Trigger asChild>
              <Button size="xs" variant="ghost">
                {open ? t('admin.common.hideFilters') : t('admin.common.showFilters')}
              </Button>
            </Collapsible.Trigger>
          </HStack>
          <Collapsible.Content>{open && <div style={{ paddingTop: 12 }}>{children}</div>}</Collapsible.Content>
        </Collapsible.Root>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The filters' controls in as many columns as fit at least 13rem each (the longest choice, "Todos
 * los capítulos", shows whole beside its arrow), so a row never squeezes a text: beside the menu
 * at tablet widths they wrap onto more rows instead. Sized by the room the panel has, not by the
 * window, since the menu takes part of the window.
 */
export function FilterGrid({ children }: { children: ReactNode }) {
  return (
    <Box css={{ containerType: 'inline-size' }}>
      <Grid templateColumns="repeat(auto-fill, minmax(min(100%, 13rem), 1fr))" gap="3" alignItems="end">
        {children}
      </Grid>
    </Box>
  );
}

/** A search box's cell: two columns where two fit, so a long placeholder shows whole; else the whole row. */
export function FilterSearchCell({ children }: { children: ReactNode }) {
  return <Box css={{ gridColumn: '1 / -1', '@container (min-width: 27rem)': { gridColumn: 'span 2' } }}>{children}</Box>;
}

interface SearchFiltersProps {
  /** The search box's text and placeholder; none: the list's search box stands outside the card. */
  search?: { value: string; placeholder: string; onChange: (search: string) => void };
  onClear: () => void;
  clearLabel?: string;
  /** The card starts folded (a list whose own search and sort stand above it). */
  folded?: boolean;
  children: ReactNode;
}

/**
 * The usual Filters card: the search box (when the card has it), the list's own controls, then
 * Clear, which also starts the controls afresh (an amount typed wrong holds text the address never had).
 */
export function SearchFilters({ search, onClear, clearLabel, folded = false, children }: SearchFiltersProps) {
  const [round, setRound] = useState(0);
  const clear = () => {
    setRound((r) => r + 1);
    onClear();
  };
  return (
    <FiltersPanel defaultOpen={!folded}>
      <FilterGrid>
        {search && (
          <FilterSearchCell>
            <SearchInput aria-label={t('admin.common.search')} placeholder={search.placeholder} value={search.value} onChange={search.onChange} />
          </FilterSearchCell>
        )}
        <Fragment key={round}>{children}</Fragment>
        <Button variant="outline" onClick={clear}>
          {clearLabel ?? t('admin.common.clear')}
        </Button>
      </FilterGrid>
    </FiltersPanel>
  );
}
