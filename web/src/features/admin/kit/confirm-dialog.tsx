import { Button, Stack, Text } from '@chakra-ui/react';
import { AdminDialog } from './admin-dialog';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  open: boolean;
  title: string;
  lines: string[];
  confirmLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something permanent; the confirm button is red. */
export function ConfirmDialog({ open, title, lines, confirmLabel = t('admin.common.delete'), cancelLabel = t('admin.common.cancel'), pending, onConfirm, onClose }: Props) {
  return (
    <AdminDialog
      open={open}
      title={title}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button colorPalette="red" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="2">
        {lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </Stack>
    </AdminDialog>
  );
}
