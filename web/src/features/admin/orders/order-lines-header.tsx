import { Table } from '@chakra-ui/react';
import { t } from '../../../lib/i18n/i18n';

/** The header of an order's lines: the quick view's, and each vendor's on the order page (with the pack size). */
export function OrderLinesHeader({ withPack = false }: { withPack?: boolean }) {
  return (
    <Table.Header>
      <Table.Row>
        <Table.ColumnHeader>{t('admin.orders.product')}</Table.ColumnHeader>
        <Table.ColumnHeader>{t('admin.orders.sku')}</Table.ColumnHeader>
        {withPack && <Table.ColumnHeader textAlign="end">{t('admin.orderPage.pack')}</Table.ColumnHeader>}
        <Table.ColumnHeader textAlign="end">{t('admin.orders.qty')}</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">{t('admin.orders.unitPrice')}</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">{t('admin.orders.total')}</Table.ColumnHeader>
      </Table.Row>
    </Table.Header>
  );
}
