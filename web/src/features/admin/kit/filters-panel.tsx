import { Button, Card, Collapsible, HStack, Heading } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

/** A Filters card whose body folds away behind a Show/Hide Filters toggle. */
export function FiltersPanel({ children, defaultOpen = true }: { children: ReactNode; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Collapsible.Root open={open} onOpenChange={(d) => setOpen(d.open)}>
          <HStack justify="space-between">
            <Heading size="sm">Filters</Heading>
            <Collapsible.Trigger asChild>
              <Button size="xs" variant="ghost">
                {open ? 'Hide Filters' : 'Show Filters'}
              </Button>
            </Collapsible.Trigger>
          </HStack>
          <Collapsible.Content>{open && <div style={{ paddingTop: 12 }}>{children}</div>}</Collapsible.Content>
        </Collapsible.Root>
      </Card.Body>
    </Card.Root>
  );
}
