import { Badge, Button, Card, Field, HStack, Heading, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_ORDER_COMMENT, type TimelineEntry } from '@portal/contract/order-timeline';
import { t } from '../../../lib/i18n/i18n';
import { dateTime, messageOf, orderStatusLabel, paymentMethodLabel } from '../kit/format';
import { ErrorAlert } from '../kit/states';
import { orderTimelineQuery, useAddComment } from './order-page-api';

/** As the orders list writes times, in the chosen language. */
const when = (at: string) => dateTime(at);
const who = (entry: TimelineEntry) => entry.actor?.name || entry.actor?.email || t('admin.orderPage.someone');
const method = (m: string | null) => (m ? paymentMethodLabel(m) : t('admin.orders.none'));

/** More than a minute between the device's Place order and the server's receipt: it waited offline. */
const arrivedLater = (entry: Extract<TimelineEntry, { kind: 'placed' }>) => new Date(entry.receivedAt).getTime() - new Date(entry.at).getTime() > 60_000;

function EntryText({ entry }: { entry: TimelineEntry }) {
  switch (entry.kind) {
    case 'placed':
      return (
        <>
          <Text fontSize="sm">{t('admin.orderPage.entry.placed', { who: who(entry) })}</Text>
          {arrivedLater(entry) && (
            <Text fontSize="xs" color="fg.muted">
              {t('admin.orderPage.entry.received', { when: when(entry.receivedAt) })}
            </Text>
          )}
        </>
      );
    case 'status_changed':
      return <Text fontSize="sm">{t('admin.orderPage.entry.status', { who: who(entry), from: orderStatusLabel(entry.from), to: orderStatusLabel(entry.to) })}</Text>;
    case 'payment_method_changed':
      return <Text fontSize="sm">{t('admin.orderPage.entry.payment', { who: who(entry), from: method(entry.from), to: method(entry.to) })}</Text>;
    case 'comment':
      return (
        <>
          <Text fontSize="sm" fontWeight="medium">
            {who(entry)}
          </Text>
          <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere" bg="bg.muted" px="3" py="2" borderRadius="md">
            {entry.text}
          </Text>
        </>
      );
  }
}

const KIND_COLOURS: Record<TimelineEntry['kind'], string> = { placed: 'green', status_changed: 'blue', payment_method_changed: 'orange', comment: 'gray' };

/** Internal comments: the back office's notes on the order, never shown to the buyer. */
function CommentBox({ orderId }: { orderId: number }) {
  const [text, setText] = useState('');
  const add = useAddComment(orderId);
  const blank = text.trim() === '';
  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!blank) add.mutate(text, { onSuccess: () => setText('') });
      }}
    >
      <Field.Root invalid={add.isError}>
        <Field.Label>{t('admin.orderPage.comment')}</Field.Label>
        <Textarea value={text} maxLength={MAX_ORDER_COMMENT} rows={3} placeholder={t('admin.orderPage.commentPlaceholder')} onChange={(e) => setText(e.target.value)} />
        <Field.HelperText>{t('admin.orderPage.commentHelp')}</Field.HelperText>
        {add.isError && <Field.ErrorText>{messageOf(add.error, t('admin.orderPage.commentFailed'))}</Field.ErrorText>}
      </Field.Root>
      <Button type="submit" size="sm" alignSelf="end" colorPalette="primary" disabled={blank} loading={add.isPending}>
        {t('admin.orderPage.addComment')}
      </Button>
    </Stack>
  );
}

/** The order's timeline, newest first, with who and when; the comment box above it. */
export function OrderTimelinePanel({ orderId }: { orderId: number }) {
  const query = useQuery(orderTimelineQuery(orderId));
  return (
    <Card.Root size="sm" role="region" aria-label={t('admin.orderPage.timeline')}>
      <Card.Header>
        <Heading size="sm">{t('admin.orderPage.timeline')}</Heading>
      </Card.Header>
      <Card.Body gap="4">
        <CommentBox orderId={orderId} />
        {query.isPending && <Spinner size="sm" aria-label={t('admin.common.loading')} />}
        {query.isError && <ErrorAlert message={messageOf(query.error, t('admin.orderPage.timelineFailed'))} onRetry={() => void query.refetch()} />}
        {query.data && (
          <Stack as="ol" gap="0" listStyleType="none" aria-label={t('admin.orderPage.timeline')}>
            {query.data.entries.map((entry) => (
              <Stack as="li" key={entry.id} gap="1" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <HStack gap="2" wrap="wrap">
                  <Badge size="sm" variant="subtle" colorPalette={KIND_COLOURS[entry.kind]}>
                    {t(`admin.orderPage.kind.${entry.kind}`)}
                  </Badge>
                  <Text asChild fontSize="xs" color="fg.muted">
                    <time dateTime={entry.at}>{when(entry.at)}</time>
                  </Text>
                </HStack>
                <EntryText entry={entry} />
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
