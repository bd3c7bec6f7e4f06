import { formatMoney } from '../../lib/i18n/format';
import { Alert, Button, Card, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { formatDateTime } from '../../lib/i18n/labels';
import type { OutboxRecord } from '../../lib/db/rows';
import { acceptChangedPrices, discard, OutboxActionError, resend } from './outbox-actions';
import { reasonText, recordProblemText } from './outbox-problem-text';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { OrderStatusBadge } from '../../ui/order-status-badge';

/** An order the device still holds: waiting, being sent, or refused with the server's reasons. */
export function OutboxOrderCard({ record }: { record: OutboxRecord }) {
  const { t } = useI18n();
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const names = new Map(record.lines.map((l) => [l.productId, l.name]));
  const problem = recordProblemText(record);
  const total = record.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const label =
    record.status === 'needs_attention' ? t('shop.needsAttention') : record.status === 'sending' ? t('shop.sending') : t('shop.waitingToSend');
  async function run(action: () => Promise<void>) {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(error instanceof OutboxActionError ? t(`shop.outbox.action.${error.code}`) : t('shop.outbox.action.failed'));
    }
  }
  return (
    <Card.Root size="sm" data-testid="outbox-order" borderColor={record.status === 'needs_attention' ? 'red.muted' : undefined}>
      <Card.Body gap="2">
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="semibold">{formatDateTime(record.createdAt)}</Text>
          <OrderStatusBadge status={record.status === 'needs_attention' ? 'CANCELLED' : 'QUEUED'} label={label} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {record.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}
        </Text>
        <Text fontSize="sm">{t('shop.itemsTotal', { amount: formatMoney(total) })}</Text>
        {record.status === 'needs_attention' && (
          <Stack gap="2">
            <List.Root fontSize="sm" ps="4">
              {(record.reasons ?? []).map((r, i) => (
                <List.Item key={i}>{reasonText(r, names)}</List.Item>
              ))}
              {!record.reasons?.length && problem && <List.Item>{problem}</List.Item>}
            </List.Root>
            {(record.changedLines ?? []).map((c) => (
              <Text key={c.productId} fontSize="sm" data-testid="changed-price">
                {t('shop.priceChanged', { name: names.get(c.productId) ?? `#${c.productId}`, from: formatMoney(c.seenUnitPrice), to: formatMoney(c.unitPrice) })}
              </Text>
            ))}
            <HStack>
              <Button minH="11" colorPalette="primary" onClick={() => void run(() => resend(record.localId, record.changedLines?.length ? acceptChangedPrices(record) : {}))}>
                {record.changedLines?.length ? t('shop.resendNewPrices') : t('shop.resend')}
              </Button>
              <Button
                minH="11"
                variant="outline"
                colorPalette="red"
                onClick={() => setAsking(true)}
              >
                {t('shop.discard')}
              </Button>
              <ConfirmDialog
                open={asking}
                title={t('shop.discardConfirm')}
                confirmLabel={t('shop.discard')}
                onClose={() => setAsking(false)}
                onConfirm={() => {
                  setAsking(false);
                  void run(() => discard(record.localId));
                }}
              />
            </HStack>
          </Stack>
        )}
        {failure && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
