import { Field, Input, Textarea } from '@chakra-ui/react';
import type { TaxonomyBody } from '@portal/contract/taxonomy';
import { FormDialog } from '../kit/form-dialog';
import { useCheckedForm } from '../kit/use-checked-form';
import { validateTaxonomy, type TaxonomyFormValues } from './taxonomy-form';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  title: string;
  editing: boolean;
  initial: TaxonomyFormValues;
  pending: boolean;
  serverError: string | null;
  /** Per-field messages from a refused save, keyed by field name. */
  serverFieldErrors: Record<string, string>;
  onSubmit: (body: TaxonomyBody) => void;
  onClose: () => void;
}

/** Name is required (the button waits for it); description is optional. What was typed stays after a failed save. */
export function TaxonomyFormDialog({ title, editing, initial, pending, serverError, serverFieldErrors, onSubmit, onClose }: Props) {
  const { values, setValues, errors, submit } = useCheckedForm(initial, validateTaxonomy, onSubmit);
  const shown = { ...serverFieldErrors, ...errors };
  return (
    <FormDialog
      onSubmit={submit}
      title={title}
      onClose={onClose}
      pending={pending}
      submitDisabled={!values.name.trim()}
      submitLabel={editing ? t('admin.taxonomy.common.update') : t('admin.taxonomy.common.create')}
      cancelLabel={t('admin.taxonomy.common.cancel')}
      error={serverError}
    >
      <Field.Root required invalid={Boolean(shown.name)}>
        <Field.Label>
          {t('admin.taxonomy.common.name')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={values.name} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} />
        <Field.ErrorText>{shown.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(shown.description)}>
        <Field.Label>{t('admin.taxonomy.common.description')}</Field.Label>
        <Textarea rows={3} value={values.description} onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))} />
        <Field.ErrorText>{shown.description}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
