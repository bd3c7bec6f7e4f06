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
  /**
   * Makes the body and footer one form: Enter in a field (not in a text area) sends it through the
   * footer's submit button, which stays the one way in (disabled or loading, Enter does nothing).
   */
  onSubmit?: () => void;
  /** The field that takes the focus as the dialog opens (else its first one). */
  initialFocus?: () => HTMLElement | null;
}

/**
 * A modal with a title, a body and a footer; closing it calls onClose. Focus moving out (a row
 * menu handing focus back to its trigger as the dialog opens) does not close it; a click outside does.
 */
export function AdminDialog({ open, title, onClose, children, footer, size = 'md', onSubmit, initialFocus }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} size={size} lazyMount unmountOnExit onFocusOutside={(e) => e.preventDefault()} initialFocusEl={initialFocus}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <FormFrame onSubmit={onSubmit}>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                {footer ?? (
                  <Button variant="outline" onClick={onClose}>
                    {t('admin.common.close')}
                  </Button>
                )}
              </Dialog.Footer>
            </FormFrame>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A form that takes no room of its own (the dialog's body and footer keep their layout), checked by the screen, not the browser. */
function FormFrame({ onSubmit, children }: { onSubmit?: () => void; children: ReactNode }) {
  if (!onSubmit) return <>{children}</>;
  return (
    <form
      noValidate
      style={{ display: 'contents' }}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
