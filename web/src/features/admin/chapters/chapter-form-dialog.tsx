import { Field, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import * as v from 'valibot';
import { chapterBody, type ChapterItem } from '@portal/contract/chapters';
import { US_STATES } from '@portal/contract/rules';
import { FormDialog } from '../kit/form-dialog';
import { choicesOf, Select } from '../kit/select';
import type { ChapterPayload } from './chapters-api';
import { t, type MessageKey } from '../../../lib/i18n/i18n';
import { issueTexts } from '../../../lib/i18n/errors';

const REQUIRED = ['name', 'address', 'city', 'state', 'zipCode'] as const;
const TEXT: Array<[keyof ChapterPayload, MessageKey, string?]> = [
  ['name', 'admin.chapters.name'],
  ['address', 'admin.chapters.address'],
  ['city', 'admin.chapters.city'],
  ['zipCode', 'admin.chapters.zipCode'],
  ['phone', 'admin.chapters.phone', '(555) 123-4567'],
  ['taxId', 'admin.chapters.taxId', 'XX-XXXXXXX'],
];

export const chapterToForm = (c: ChapterItem | null): ChapterPayload => ({
  name: c?.name ?? '',
  address: c?.address ?? '',
  city: c?.city ?? '',
  state: c?.state ?? '',
  zipCode: c?.zipCode ?? '',
  phone: c?.phone ?? '',
  taxId: c?.taxId ?? '',
});

interface Props {
  chapter: ChapterItem | null;
  pending: boolean;
  serverError: string | null;
  onSubmit: (body: ChapterPayload) => void;
  onClose: () => void;
}

/** The contract's refusals of the form, one per field, in the current language (decision 025). */
function fieldErrors(values: ChapterPayload): Record<string, string> {
  const result = v.safeParse(chapterBody, values);
  if (result.success) return {};
  return issueTexts(result.issues);
}

/**
 * Submit stays disabled until the five required fields (marked *) are filled (spec 5, chapters),
 * and a line under the form says so; State follows City as on an envelope. The form is checked
 * by the contract's rules before it is sent, so a record saved before they applied (a state
 * written out, a four-digit ZIP) says which field to fix.
 */
export function ChapterFormDialog({ chapter, pending, serverError, onSubmit, onClose }: Props) {
  const [values, setValues] = useState(chapterToForm(chapter));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ready = REQUIRED.every((k) => values[k].trim());
  const set = (k: keyof ChapterPayload, value: string) => setValues((x) => ({ ...x, [k]: value }));
  const submit = () => {
    const found = fieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };
  // A state stored before the codes were checked stays visible, so the person sees what to change.
  const states: readonly string[] = values.state && !(US_STATES as readonly string[]).includes(values.state) ? [values.state, ...US_STATES] : US_STATES;
  const text = ([k, label, placeholder]: (typeof TEXT)[number]) => (
    <Field.Root key={k} required={(REQUIRED as readonly string[]).includes(k)} invalid={Boolean(errors[k])}>
      <Field.Label>
        {t(label)}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input value={values[k]} placeholder={placeholder} onChange={(e) => set(k, e.target.value)} />
      <Field.ErrorText>{errors[k]}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <FormDialog
      onSubmit={submit}
      size="lg"
      title={chapter ? t('admin.chapters.edit') : t('admin.chapters.add')}
      onClose={onClose}
      pending={pending}
      submitDisabled={!ready}
      editing={Boolean(chapter)}
      error={serverError}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {TEXT.slice(0, 3).map(text)}
        <Field.Root required invalid={Boolean(errors.state)}>
          <Field.Label>
            {t('admin.chapters.state')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Select value={values.state} onChange={(state) => set('state', state)} empty={t('admin.chapters.chooseState')} choices={choicesOf(states)} />
          <Field.ErrorText>{errors.state}</Field.ErrorText>
        </Field.Root>
        {TEXT.slice(3).map(text)}
      </SimpleGrid>
      {!ready && (
        <Text mt="3" fontSize="sm" color="fg.muted">
          {t('admin.chapters.requiredHint')}
        </Text>
      )}
    </FormDialog>
  );
}
