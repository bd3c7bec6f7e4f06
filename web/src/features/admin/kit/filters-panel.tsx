import { Button, Card, Collapsible, HStack, Heading } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { t } from '../../../lib/i18n/i18n';

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
