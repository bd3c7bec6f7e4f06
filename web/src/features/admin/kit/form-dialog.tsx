import { Alert, Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { AdminDialog } from './admin-dialog';

interface Props {
  title: string;
  onClose: () => void;
  /** Enter in a field or the submit button; not called while the button is disabled or loading. */
  onSubmit: () => void;
  pending: boolean;
  /** The submit button's words; by default Update for a row being edited, else Create. */
  submitLabel?: string;
  editing?: boolean;
  cancelLabel?: string;
  submitDisabled?: boolean;
  /** Why the last save failed, shown above the fields. */
  error?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** A back-office form in a dialog: the refusal above the fields, then Cancel and the submit button. */
export function FormDialog({ title, onClose, onSubmit, pending, submitLabel, editing, cancelLabel, submitDisabled, error, size, children }: Props) {
  return (
    <AdminDialog
      onSubmit={onSubmit}
      open
      title={title}
      size={size}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {cancelLabel ?? t('admin.common.cancel')}
          </Button>
          <Button colorPalette="primary" loading={pending} disabled={submitDisabled} type="submit">
            {submitLabel ?? (editing ? t('admin.common.update') : t('admin.common.create'))}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        {children}
      </Stack>
    </AdminDialog>
  );
}
