import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TaxonomyItem } from '@portal/contract/taxonomy';
import type { ReactNode } from 'react';
import { AdminDialog } from '../kit/admin-dialog';
import { longDateTime } from '../kit/format';
import { ActiveChip } from '../kit/status-chip';
import { COMMON_TEXT as T } from './text';

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
            {T.close}
          </Button>
          <Button colorPalette="primary" onClick={onEdit}>
            {T.edit}
          </Button>
        </>
      }
    >
      {item && (
        <SimpleGrid columns={2} gap="3">
          <Item label={T.name}>{item.name}</Item>
          <Item label="ID">{item.id}</Item>
          <Item label={T.description}>{item.description || T.noDescription}</Item>
          <Item label={T.status}>
            <ActiveChip active={item.isActive} />
          </Item>
          <Item label={T.products}>{item.productCount}</Item>
          <Item label={T.createdAt}>{longDateTime(item.createdAt)}</Item>
          <Item label={T.updatedAt}>{longDateTime(item.updatedAt)}</Item>
        </SimpleGrid>
      )}
    </AdminDialog>
  );
}
