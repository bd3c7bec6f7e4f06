import { Badge, Button, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { formatCents } from '@portal/contract/money';
import type { NamedRef, Product } from '@portal/contract/products';
import type { ReactNode } from 'react';
import { AdminDialog } from '../kit/admin-dialog';
import { longDateTime } from '../kit/format';
import { ActiveChip } from '../kit/status-chip';
import { HistoryPanel } from '../kit/history/history-panel';
import { PRODUCT_TEXT } from './text';

const T = PRODUCT_TEXT.details;

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
    T.none
  );

/** Read-only, with the Updated time (spec 2.2). */
export function ProductDetailsDialog({ product, onEdit, onClose }: { product: Product | null; onEdit: () => void; onClose: () => void }) {
  return (
    <AdminDialog
      open={Boolean(product)}
      title={T.title}
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {T.close}
          </Button>
          <Button colorPalette="primary" onClick={onEdit}>
            {T.edit}
          </Button>
        </>
      }
    >
      {product && (
        <SimpleGrid columns={2} gap="3">
          <Item label={T.name}>{product.name}</Item>
          <Item label={T.sku}>{product.sku || '-'}</Item>
          <Item label={T.price}>{formatCents(product.price)}</Item>
          <Item label={T.vendor}>{product.vendor?.name ?? '-'}</Item>
          <Item label={T.status}>
            <ActiveChip active={product.isActive} />
          </Item>
          <Item label={T.images}>{product.images?.length ?? 0}</Item>
          <Item label={T.categories}>
            <Chips items={product.categories} />
          </Item>
          <Item label={T.tags}>
            <Chips items={product.tags} />
          </Item>
          <Item label={T.created}>{longDateTime(product.createdAt)}</Item>
          <Item label={T.updated}>{longDateTime(product.updatedAt)}</Item>
          <Stack gridColumn="span 2" gap="0">
            <Item label={T.description}>{product.description || '-'}</Item>
          </Stack>
          <HistoryPanel entity="product" entityId={product.id} />
        </SimpleGrid>
      )}
    </AdminDialog>
  );
}
