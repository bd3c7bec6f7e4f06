import { Badge, Button, Stack, Wrap } from '@chakra-ui/react';
import { formatMoney } from '../../../lib/i18n/format';
import type { NamedRef, Product } from '@portal/contract/products';
import { PRODUCT_RESOURCE } from '@portal/contract/resources';
import { AdminDialog } from '../kit/admin-dialog';
import { DescribedDetails } from '../kit/described';
import { HistoryPanel } from '../kit/history/history-panel';
import { t } from '../../../lib/i18n/i18n';

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

/** The product description's details, read-only, with the Updated time (spec 2.2); categories and tags show as chips. */
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
        <Stack gap="4">
          <DescribedDetails
            description={PRODUCT_RESOURCE}
            row={product}
            cells={{
              sku: (p) => p.sku || '-',
              price: (p) => formatMoney(p.price),
              vendor: (p) => p.vendor?.name ?? '-',
              categories: (p) => <Chips items={p.categories} />,
              tags: (p) => <Chips items={p.tags} />,
              description: (p) => p.description || '-',
              // No images reads as a dash here, as it always has (the list shows 0).
              images: (p) => p.images?.length || '-',
            }}
          />
          <HistoryPanel entity="product" entityId={product.id} />
        </Stack>
      )}
    </AdminDialog>
  );
}
