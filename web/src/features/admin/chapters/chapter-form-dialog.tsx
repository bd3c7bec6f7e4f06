import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import * as v from 'valibot';
import { chapterBody, type ChapterItem } from '@portal/contract/chapters';
import { CHAPTER_RESOURCE } from '@portal/contract/resources';
import { US_STATES } from '@portal/contract/rules';
import { FormDialog } from '../kit/form-dialog';
import { DescribedFormFields } from '../kit/described';
import { emptyValues, requiredFilled, valuesOf } from '../kit/described-values';
import { choicesOf } from '../kit/select';
import { useCheckedForm, type Checked } from '../kit/use-checked-form';
import type { ChapterPayload } from './chapters-api';
import { t } from '../../../lib/i18n/i18n';
import { issueTexts } from '../../../lib/i18n/errors';

const chapterToForm = (c: ChapterItem | null): ChapterPayload => (c ? valuesOf(CHAPTER_RESOURCE, c) : emptyValues(CHAPTER_RESOURCE));

interface Props {
  chapter: ChapterItem | null;
  pending: boolean;
  serverError: string | null;
  onSubmit: (body: ChapterPayload) => void;
  onClose: () => void;
}

/** The contract's refusals of the form, one per field, in the current language (decision 025); none: the values are the body. */
function checkChapter(values: ChapterPayload): Checked<ChapterPayload> {
  const result = v.safeParse(chapterBody, values);
  return result.success ? { body: values } : { errors: issueTexts(result.issues) };
}

/**
 * Submit stays disabled until the five required fields (marked *) are filled (spec 5, chapters),
 * and a line under the form says so; State follows City as on an envelope. The form is checked
 * by the contract's rules before it is sent, so a record saved before they applied (a state
 * written out, a four-digit ZIP) says which field to fix.
 */
export function ChapterFormDialog({ chapter, pending, serverError, onSubmit, onClose }: Props) {
  const { values, change, errors, submit } = useCheckedForm(chapterToForm(chapter), checkChapter, onSubmit);
  const ready = requiredFilled(CHAPTER_RESOURCE, values);
  // A state stored before the codes were checked stays visible, so the person sees what to change;
  // the same choices at each key typed, so the menu of states is not rendered again.
  const stored = values.state && !(US_STATES as readonly string[]).includes(values.state) ? values.state : null;
  const choices = useMemo(() => ({ state: choicesOf(stored ? [stored, ...US_STATES] : US_STATES) }), [stored]);
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
      <DescribedFormFields description={CHAPTER_RESOURCE} values={values} errors={errors} onChange={change} choices={choices} marks />
      {!ready && (
        <Text mt="3" fontSize="sm" color="fg.muted">
          {t('admin.chapters.requiredHint')}
        </Text>
      )}
    </FormDialog>
  );
}
