import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { AdminDialog } from './admin-dialog';
import { t } from '../../../lib/i18n/i18n';

/** What a confirmation says: its title and lines, its buttons' words and colour, and why it cannot go ahead. */
export interface ConfirmWords {
  title: string;
  lines: string[];
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm button is red unless this is false (a change that is easily undone). */
  danger?: boolean;
  /** Why the action cannot go ahead: shown as a warning, and the confirm button stays disabled. */
  blocked?: string | null;
}

export interface ConfirmProps extends ConfirmWords {
  open: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something permanent (the confirm button red) or that touches many rows. The back office's one way to ask. */
export function ConfirmDialog({ open, title, lines, confirmLabel = t('admin.common.delete'), cancelLabel = t('admin.common.cancel'), danger = true, blocked, pending, onConfirm, onClose }: ConfirmProps) {
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
          <Button colorPalette={danger ? 'red' : 'primary'} loading={pending} disabled={Boolean(blocked)} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="2">
        {lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        {blocked && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{blocked}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </AdminDialog>
  );
}
