import { Button, Card, Heading, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { DateFilter } from '../kit/date-filter';
import { QUICK_PICKS, matchingPick, quickRange, type DateRange } from './date-range';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/** Start and End Date with the spec's five quick ranges; the chosen quick range is highlighted. */
export function ReportRange({ value, onChange }: Props) {
  const current = matchingPick(value);
  const invalid = Boolean(value.startDate && value.endDate && value.startDate > value.endDate);
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="sm">
            {t('admin.reports.dateRange')}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" maxW="lg">
            <DateFilter label={t('admin.reports.startDate')} value={value.startDate} onChange={(startDate) => onChange({ ...value, startDate })} />
            <DateFilter label={t('admin.reports.endDate')} value={value.endDate} onChange={(endDate) => onChange({ ...value, endDate })} />
          </SimpleGrid>
          {invalid && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {t('admin.reports.badRange')}
            </Text>
          )}
          <Wrap gap="2" role="group" aria-label={t('admin.reports.quickPicks')}>
            {QUICK_PICKS.map((pick) => (
              <Button
                key={pick}
                size="xs"
                variant={current === pick ? 'solid' : 'outline'}
                colorPalette={current === pick ? 'primary' : undefined}
                aria-pressed={current === pick}
                onClick={() => onChange(quickRange(pick))}
              >
                {t(`admin.reports.picks.${pick}`)}
              </Button>
            ))}
          </Wrap>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
