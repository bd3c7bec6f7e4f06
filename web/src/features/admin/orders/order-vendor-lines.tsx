import { Button, Card, HStack, Heading, Table, Text } from '@chakra-ui/react';
import { formatMoney, formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/i18n';
import type { VendorPart } from './order-vendors';
import { OrderLinesHeader } from './order-lines-header';

export const vendorLabel = (part: Pick<VendorPart, 'vendorId' | 'vendorName'>) => part.vendorName ?? t('admin.orderPage.vendorNo', { id: part.vendorId });

/** One vendor's lines with their subtotal, and its packing slip's button. */
export function VendorLines({ part, onPrint }: { part: VendorPart; onPrint: () => void }) {
  const name = vendorLabel(part);
  return (
    <Card.Root size="sm" role="region" aria-label={name}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="sm">{name}</Heading>
          <Button size="xs" variant="outline" onClick={onPrint} aria-label={t('admin.orderPage.printSlipFor', { vendor: name })}>
            {t('admin.orderPage.printSlip')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        <Table.ScrollArea>
          {/* Names and headers wrap, SKUs and amounts never: the whole table fits at 1024 px in either language. */}
          <Table.Root size="sm" aria-label={t('admin.orderPage.linesOf', { vendor: name })} css={{ '& th, & td': { whiteSpace: 'normal' }, '& .num, & .sku': { whiteSpace: 'nowrap' } }}>
            <OrderLinesHeader withPack />
            <Table.Body>
              {part.items.map((i) => (
                <Table.Row key={i.id}>
                  <Table.Cell>{i.product.name}</Table.Cell>
                  <Table.Cell className="sku">{i.product.sku || '-'}</Table.Cell>
                  <Table.Cell textAlign="end" className="num">{formatNumber(i.packSize ?? 1)}</Table.Cell>
                  <Table.Cell textAlign="end" className="num">{formatNumber(i.quantity)}</Table.Cell>
                  <Table.Cell textAlign="end" className="num">{formatMoney(i.unitPrice)}</Table.Cell>
                  <Table.Cell textAlign="end" className="num">{formatMoney(i.totalPrice)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              <Table.Row>
                <Table.Cell colSpan={5} textAlign="end">
                  <Text fontWeight="medium">{t('admin.orderPage.vendorSubtotal')}</Text>
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold" className="num">
                  {formatMoney(part.subtotal)}
                </Table.Cell>
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}
