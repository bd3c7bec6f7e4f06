import { Badge, Button, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { formatMoney } from '../../../lib/i18n/format';
import type { NamedRef, Product } from '@portal/contract/products';
import type { ReactNode } from 'react';
import { AdminDialog } from '../kit/admin-dialog';
import { longDateTime } from '../kit/format';
import { ActiveChip } from '../kit/status-chip';
import { HistoryPanel } from '../kit/history/history-panel';
import { t } from '../../../lib/i18n/i18n';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text as="div" whiteSpace="pre-wrap">
      {children}
    </Text>
  </Stack>
);

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
          <Item label={t('admin.products.details.name')}>{product.name}</Item>
          <Item label={t('admin.products.details.sku')}>{product.sku || '-'}</Item>
          <Item label={t('admin.products.details.price')}>{formatMoney(product.price)}</Item>
          <Item label={t('admin.products.details.vendor')}>{product.vendor?.name ?? '-'}</Item>
          <Item label={t('admin.products.details.status')}>
            <ActiveChip active={product.isActive} />
          </Item>
          <Item label={t('admin.products.details.images')}>{product.images?.length ?? 0}</Item>
          <Item label={t('admin.products.details.categories')}>
            <Chips items={product.categories} />
          </Item>
          <Item label={t('admin.products.details.tags')}>
            <Chips items={product.tags} />
          </Item>
          <Item label={t('admin.products.details.created')}>{longDateTime(product.createdAt)}</Item>
          <Item label={t('admin.products.details.updated')}>{longDateTime(product.updatedAt)}</Item>
          <Stack gridColumn="span 2" gap="0">
            <Item label={t('admin.products.details.description')}>{product.description || '-'}</Item>
          </Stack>
          <HistoryPanel entity="product" entityId={product.id} />
        </SimpleGrid>
      )}
    </AdminDialog>
  );
}
