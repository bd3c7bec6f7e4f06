import { Card, SimpleGrid, Stat } from '@chakra-ui/react';

export interface StatItem {
  label: string;
  value: string | number;
  help?: string;
  color?: string;
}

/** A responsive grid of counters; each card is labelled so tests and screen readers find it. */
export function StatCards({ items, columns = 4 }: { items: StatItem[]; columns?: number }) {
  return (
    <SimpleGrid columns={{ base: 2, md: Math.min(columns, 3), lg: columns }} gap="4">
      {items.map((item) => (
        <Card.Root key={item.label} size="sm" aria-label={item.label} role="group">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{item.label}</Stat.Label>
              <Stat.ValueText color={item.color}>{item.value}</Stat.ValueText>
              {item.help && <Stat.HelpText>{item.help}</Stat.HelpText>}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
