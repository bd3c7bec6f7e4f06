import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TaxonomyItem } from '@portal/contract/taxonomy';
import type { ReactNode } from 'react';
import { AdminDialog } from '../kit/admin-dialog';
import { longDateTime } from '../kit/format';
import { ActiveChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text as="div">{children}</Text>
  </Stack>
);

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
          <Item label={t('admin.taxonomy.common.name')}>{item.name}</Item>
          <Item label="ID">{item.id}</Item>
          <Item label={t('admin.taxonomy.common.description')}>{item.description || t('admin.taxonomy.common.noDescription')}</Item>
          <Item label={t('admin.taxonomy.common.status')}>
            <ActiveChip active={item.isActive} />
          </Item>
          <Item label={t('admin.taxonomy.common.products')}>{item.productCount}</Item>
          <Item label={t('admin.taxonomy.common.createdAt')}>{longDateTime(item.createdAt)}</Item>
          <Item label={t('admin.taxonomy.common.updatedAt')}>{longDateTime(item.updatedAt)}</Item>
        </SimpleGrid>
      )}
    </AdminDialog>
  );
}
