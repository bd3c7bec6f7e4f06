import { Badge, Button, SimpleGrid, Stack, Wrap } from '@chakra-ui/react';
import { formatMoney } from '../../../lib/i18n/format';
import type { NamedRef, Product } from '@portal/contract/products';
import { AdminDialog } from '../kit/admin-dialog';
import { longDateTime } from '../kit/format';
import { ActiveChip } from '../kit/status-chip';
import { HistoryPanel } from '../kit/history/history-panel';
import { t } from '../../../lib/i18n/i18n';
import { DetailItem } from '../kit/detail-item';

const Chips = ({ items }: { items?: NamedRef[] }) =>
  items && items.length > 0 ? (
    <Wrap gap="1">
      {items.map((x) => (
        <Badge key={x.id} size="sm" variant="subtle">
          {x.name}
        </Badge>
      ))}
    </Wrap>
  ) : (
    t('admin.products.details.none')
  );

/** Read-only, with the Updated time (spec 2.2). */
export function ProductDetailsDialog({ product, onEdit, onDuplicate, onClose }: { product: Product | null; onEdit: () => void; onDuplicate: () => void; onClose: () => void }) {
  return (
    <AdminDialog
      open={Boolean(product)}
      title={t('admin.products.details.title')}
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('admin.products.details.close')}
          </Button>
          <Button variant="outline" onClick={onDuplicate}>
            {t('admin.products.details.duplicate')}
          </Button>
          <Button colorPalette="primary" onClick={onEdit}>
            {t('admin.products.details.edit')}
          </Button>
        </>
      }
    >
      {product && (
        <SimpleGrid columns={2} gap="3">
          <DetailItem label={t('admin.products.details.name')}>{product.name}</DetailItem>
          <DetailItem label={t('admin.products.details.sku')}>{product.sku || '-'}</DetailItem>
          <DetailItem label={t('admin.products.details.price')}>{formatMoney(product.price)}</DetailItem>
          <DetailItem label={t('admin.products.details.vendor')}>{product.vendor?.name ?? '-'}</DetailItem>
          <DetailItem label={t('admin.products.details.status')}>
            <ActiveChip active={product.isActive} />
          </DetailItem>
          <DetailItem label={t('admin.products.details.images')}>{product.images?.length ?? 0}</DetailItem>
          <DetailItem label={t('admin.products.details.categories')}>
            <Chips items={product.categories} />
          </DetailItem>
          <DetailItem label={t('admin.products.details.tags')}>
            <Chips items={product.tags} />
          </DetailItem>
          <DetailItem label={t('admin.products.details.created')}>{longDateTime(product.createdAt)}</DetailItem>
          <DetailItem label={t('admin.products.details.updated')}>{longDateTime(product.updatedAt)}</DetailItem>
          <Stack gridColumn="span 2" gap="0">
            <DetailItem label={t('admin.products.details.description')}>{product.description || '-'}</DetailItem>
          </Stack>
          <HistoryPanel entity="product" entityId={product.id} />
        </SimpleGrid>
      )}
    </AdminDialog>
  );
}
