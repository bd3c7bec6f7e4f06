import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useI18n } from '../lib/i18n/i18n';

interface Props {
  open: boolean;
  title: string;
  body?: string;
  confirmLabel: string;
  /** The way back, when it says more than "Keep" (default). */
  cancelLabel?: string;
  /** The confirm button's colour: red (default) for what cannot be undone. */
  confirmPalette?: 'red' | 'primary';
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The app's own question before something that cannot be undone (never the browser's confirm). */
export function ConfirmDialog({ open, title, body, confirmLabel, cancelLabel, confirmPalette = 'red', pending, onConfirm, onClose }: Props) {
  const { t } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {body && (
              <Dialog.Body>
                <Text>{body}</Text>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button minH="11" variant="outline" onClick={onClose}>
                {cancelLabel ?? t('shop.keep')}
              </Button>
              <Button minH="11" colorPalette={confirmPalette} loading={pending} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={cancelLabel ?? t('shop.keep')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
