import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/**
 * A modal with a title, a body and a footer; closing it calls onClose. Focus moving out (a row
 * menu handing focus back to its trigger as the dialog opens) does not close it; a click outside does.
 */
export function AdminDialog({ open, title, onClose, children, footer, size = 'md' }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} size={size} lazyMount unmountOnExit onFocusOutside={(e) => e.preventDefault()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              {footer ?? (
                <Button variant="outline" onClick={onClose}>
                  {t('admin.common.close')}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
