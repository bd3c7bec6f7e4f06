import { Button, SimpleGrid } from '@chakra-ui/react';
import type { TaxonomyItem } from '@portal/contract/taxonomy';
import { AdminDialog } from '../kit/admin-dialog';
import { longDateTime } from '../kit/format';
import { ActiveChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';
import { DetailItem } from '../kit/detail-item';

export function TaxonomyDetailsDialog({ title, item, onEdit, onClose }: { title: string; item: TaxonomyItem | null; onEdit: () => void; onClose: () => void }) {
  return (
    <AdminDialog
      open={Boolean(item)}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('admin.taxonomy.common.close')}
          </Button>
          <Button colorPalette="primary" onClick={onEdit}>
            {t('admin.taxonomy.common.edit')}
          </Button>
        </>
      }
    >
      {item && (
        <SimpleGrid columns={2} gap="3">
          <DetailItem label={t('admin.taxonomy.common.name')}>{item.name}</DetailItem>
          <DetailItem label="ID">{item.id}</DetailItem>
          <DetailItem label={t('admin.taxonomy.common.description')}>{item.description || t('admin.taxonomy.common.noDescription')}</DetailItem>
          <DetailItem label={t('admin.taxonomy.common.status')}>
            <ActiveChip active={item.isActive} />
          </DetailItem>
          <DetailItem label={t('admin.taxonomy.common.products')}>{item.productCount}</DetailItem>
          <DetailItem label={t('admin.taxonomy.common.createdAt')}>{longDateTime(item.createdAt)}</DetailItem>
          <DetailItem label={t('admin.taxonomy.common.updatedAt')}>{longDateTime(item.updatedAt)}</DetailItem>
        </SimpleGrid>
      )}
    </AdminDialog>
  );
}
