import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@portal/contract/messages';
import type { TaxonomyItem } from '@portal/contract/taxonomy';
import { AdminDialog } from '../kit/admin-dialog';
import { COMMON_TEXT as T, type TaxonomyKind } from './text';

interface Props {
  kind: TaxonomyKind;
  title: string;
  item: TaxonomyItem | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** An item with products attached cannot be deleted: the dialog says why and its button stays disabled (spec 2.9, 5). */
export function TaxonomyDeleteDialog({ kind, title, item, pending, onConfirm, onClose }: Props) {
  const blocked = (item?.productCount ?? 0) > 0;
  return (
    <AdminDialog
      open={Boolean(item)}
      title={title}
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button colorPalette="red" loading={pending} disabled={blocked} onClick={onConfirm}>
            {T.delete}
          </Button>
        </>
      }
    >
      {item && (
        <Stack gap="3">
          <Text>{MSG.deleteNamedConfirm(item.name)}</Text>
          {blocked ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{MSG.hasProducts(kind, item.productCount)}</Alert.Title>
            </Alert.Root>
          ) : (
            <Text color="fg.muted">{MSG.cannotBeUndone}</Text>
          )}
        </Stack>
      )}
    </AdminDialog>
  );
}
