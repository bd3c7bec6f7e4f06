import { Box, Heading, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { t } from '../../lib/i18n/i18n';
import type { ChartPoint, ChartProps } from './chart-types';
import { FONT_SIZE, VIEW_WIDTH } from './geometry';

/** The sentence a screen reader hears for the picture: range, peak and total. */
export function chartSummary(title: string, kind: 'bars' | 'points', points: ChartPoint[], formatValue: (v: number) => string): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return title;
  const high = points.reduce((best, p) => (p.value > best.value ? p : best), first);
  const total = points.reduce((sum, p) => sum + p.value, 0);
  return t('admin.reports.charts.summary', {
    title,
    count: points.length,
    kind: t(kind === 'bars' ? 'admin.reports.charts.bars' : 'admin.reports.charts.points'),
    first: first.label,
    last: last.label,
    high: high.label,
    highValue: formatValue(high.value),
    total: formatValue(total),
  });
}

interface FrameProps extends Pick<ChartProps, 'title' | 'labelHeader' | 'valueHeader' | 'points' | 'formatValue' | 'empty'> {
  summary: string;
  height: number;
  children: ReactNode;
}

/**
 * A titled figure: the SVG (an image with a summary as its name) and the same figures as a
 * visually hidden table, so nothing in the picture is lost to assistive technology.
 */
export function ChartFrame({ title, labelHeader, valueHeader, points, formatValue, empty, summary, height, children }: FrameProps) {
  const titleId = useId();
  return (
    <Box as="figure" aria-labelledby={titleId} m="0" borderWidth="1px" rounded="md" p="4">
      <Heading as="h3" id={titleId} size="sm" mb="3">
        {title}
      </Heading>
      {points.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center">
          {empty}
        </Text>
      ) : (
        <>
          <svg role="img" aria-label={summary} viewBox={`0 0 ${VIEW_WIDTH} ${height}`} width="100%" style={{ display: 'block', height: 'auto', fontSize: FONT_SIZE }}>
            {children}
          </svg>
          <VisuallyHidden>
            <Table.Root aria-label={title}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{labelHeader}</Table.ColumnHeader>
                  <Table.ColumnHeader>{valueHeader}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {points.map((p) => (
                  <Table.Row key={p.key}>
                    <Table.Cell>{p.label}</Table.Cell>
                    <Table.Cell>{formatValue(p.value)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </VisuallyHidden>
        </>
      )}
    </Box>
  );
}
