import { Card, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';

export interface StatItem {
  label: string;
  value: string | number;
  help?: string;
  color?: string;
}

/**
 * The size of a figure: small enough for its characters to fit the card's width rather than break
 * mid-number (money in Spanish: "95,94 US$", "294.633,91 US$", whose space does not break). A long
 * figure is at most xl; a short one at most the kit's size, which it keeps when it fits. A
 * character is taken as 0.7 em wide: the widest sans fallback's bold digits (DejaVu Sans, 0.7 em)
 * fit, so "1280,10 US$" is not broken before its "$".
 */
function fitted(value: string, compact: boolean): string {
  const cap = value.length > 9 || compact ? 'xl' : '2xl';
  return `min(var(--chakra-font-sizes-${cap}), ${(100 / (value.length * 0.7)).toFixed(1)}cqi)`;
}

/**
 * A label wraps between words, and a word too long for the tile breaks rather than run under its
 * edge: where the text marks it (a soft hyphen, "Super\u00ADadministradores") or where the
 * browser's hyphenation for the page's language puts it, else at the edge itself.
 */
const LABEL = { overflowWrap: 'anywhere', hyphens: 'auto' } as const;
/** Not part of the tile's name. */
const SOFT_HYPHEN = '\u00AD';

/**
 * A responsive grid of counters; each card is labelled so tests and screen readers find it. While
 * the figures load each value is a skeleton, not a '0' that reads as a real count.
 */
export function StatCards({ items, columns = 4, loading = false, compact = false }: { items: StatItem[]; columns?: number; loading?: boolean; compact?: boolean }) {
  // More than four full-size tiles wait for extra-large screens to share one row: at 1024 px six
  // would clip (compact ones fit).
  return (
    <SimpleGrid columns={{ base: 2, md: Math.min(columns, 3), lg: columns > 4 && !compact ? 3 : columns, xl: columns }} gap={compact ? '2' : '4'}>
      {items.map((item) => (
        <Card.Root key={item.label} size="sm" aria-label={item.label.replaceAll(SOFT_HYPHEN, '')} role="group" aria-busy={loading || undefined}>
          <Card.Body py={compact ? '2' : undefined} css={{ containerType: 'inline-size' }}>
            <Stat.Root size={compact ? 'sm' : undefined}>
              <Stat.Label css={LABEL}>{item.label}</Stat.Label>
              {/* A definition list holds only terms and definitions: the skeleton and the help are definitions too. */}
              {loading ? (
                <Stat.ValueText>
                  <Skeleton height="7" width="16" data-testid="stat-skeleton" />
                </Stat.ValueText>
              ) : (
                <Stat.ValueText color={item.color} fontSize={fitted(String(item.value), compact)} overflowWrap="anywhere">
                  {item.value}
                </Stat.ValueText>
              )}
              {item.help && <Stat.HelpText as="dd">{item.help}</Stat.HelpText>}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
