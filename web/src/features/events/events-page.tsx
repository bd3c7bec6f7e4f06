import { formatDate } from '../../lib/i18n/format';
import { Alert, Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { eventStatus, type EventStatus } from '@portal/contract/events';
import { useI18n } from '../../lib/i18n/i18n';
import { eventStatusLabel } from '../../lib/i18n/labels';
import { useSession } from '../../lib/session/use-session';
import { useEvents } from '../../lib/catalogue/use-catalogue';

const PALETTE: Record<EventStatus, string> = { Active: 'green', Upcoming: 'blue', Past: 'gray', Inactive: 'red' };

/** The chapter's events from the device database, each with its status derived from the dates. */
export function EventsPage() {
  const { t } = useI18n();
  const { user } = useSession();
  const events = useEvents(false);
  const chapterId = user?.chapter?.id;
  const mine = (events ?? []).filter((e) => chapterId == null || e.chapterId === chapterId);
  const now = new Date();
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('nav.events')}
      </Heading>
      {events === undefined && <Text color="fg.muted">{t('common.loading')}</Text>}
      {events && mine.length === 0 && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('shop.noChapterEvents')}</Alert.Title>
        </Alert.Root>
      )}
      {mine.map((e) => {
        const status = eventStatus(e, now);
        return (
          <Card.Root key={e.id} size="sm" data-testid="event">
            <Card.Body gap="1">
              <HStack justify="space-between">
                <Text fontWeight="semibold">{e.name}</Text>
                <Badge colorPalette={PALETTE[status]} variant="subtle">
                  {eventStatusLabel(status)}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {formatDate(e.startDate)} – {formatDate(e.endDate)}
              </Text>
              {e.description && <Text fontSize="sm">{e.description}</Text>}
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
