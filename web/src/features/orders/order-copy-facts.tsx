import { Card, Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';

export interface OrderCopyFactsProps {
  chapter: string | undefined;
  /** The chapter's address, where the order ships. */
  shipTo: { address?: string; city?: string; state?: string; zipCode?: string } | null | undefined;
  buyer: string | undefined;
  event: string | undefined;
  placedAt: string;
  paymentMethod: string | null;
  poNumber: string | null | undefined;
  notes: string | null | undefined;
  status: ReactNode;
}

/** One line of an address: "1 Main St, Austin, TX 73301". */
export function addressLine(a: OrderCopyFactsProps['shipTo']): string {
  if (!a) return '';
  return [a.address, a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * What a copy of an order says about it beside its lines, on screen and on paper (confirmation
 * and order detail): who ordered for which chapter and event, where it ships, the buyer's PO
 * number and notes, and its status.
 */
export function OrderCopyFacts(props: OrderCopyFactsProps) {
  const { t } = useI18n();
  const facts: Array<[id: string, label: string, value: ReactNode]> = [
    ['chapter', t('shop.copy.chapter'), props.chapter],
    ['buyer', t('shop.copy.buyer'), props.buyer],
    ['event', t('shop.event'), props.event],
    ['ship-to', t('shop.copy.shipTo'), addressLine(props.shipTo)],
    ['placed', t('shop.copy.placed'), props.placedAt],
    ['payment-method', t('shop.paymentMethod'), props.paymentMethod],
    ['po-number', t('shop.poNumber'), props.poNumber],
    ['notes', t('shop.orderNotes'), props.notes],
    ['status', t('shop.status'), props.status],
  ];
  return (
    <Card.Root size="sm" data-testid="order-copy-facts" data-print-keep>
      <Card.Body>
        <Grid templateColumns="max-content minmax(0, 1fr)" columnGap="4" rowGap="1" as="dl">
          {facts
            .filter(([, , value]) => value !== undefined && value !== null && value !== '')
            .map(([id, label, value]) => (
              <GridPair key={id} id={id} label={label} value={value} />
            ))}
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}

function GridPair({ id, label, value }: { id: string; label: string; value: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" whiteSpace="pre-line" data-testid={id}>
        {value}
      </Text>
    </>
  );
}
