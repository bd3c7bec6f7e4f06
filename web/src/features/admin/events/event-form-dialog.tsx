import { Field, Input, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { ChapterItem } from '@portal/contract/chapters';
import { FormDialog } from '../kit/form-dialog';
import { Select } from '../kit/select';
import { validateEvent, type EventFormValues } from './event-form';
import type { EventPayload } from './events-api';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  title: string;
  initial: EventFormValues;
  chapters: ChapterItem[];
  pending: boolean;
  serverError: string | null;
  onSubmit: (body: EventPayload) => void;
  onClose: () => void;
}

export function EventFormDialog({ title, initial, chapters, pending, serverError, onSubmit, onClose }: Props) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (part: Partial<EventFormValues>) => setValues((v) => ({ ...v, ...part }));
  const submit = () => {
    const result = validateEvent(values);
    if ('error' in result) return setError(result.error);
    setError(null);
    onSubmit(result.body);
  };
  const shown = error ?? serverError;
  return (
    <FormDialog
      onSubmit={submit}
      title={title}
      onClose={onClose}
      pending={pending}
      editing={title !== t('admin.events.add')}
      error={shown}
    >
      <Field.Root required>
        <Field.Label>{t('admin.events.eventName')}</Field.Label>
        <Input value={values.name} onChange={(e) => set({ name: e.target.value })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('admin.events.description')}</Field.Label>
        <Textarea rows={3} value={values.description} onChange={(e) => set({ description: e.target.value })} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{t('admin.events.startDate')}</Field.Label>
        <Input type="datetime-local" value={values.startDate} onChange={(e) => set({ startDate: e.target.value })} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{t('admin.events.endDate')}</Field.Label>
        <Input type="datetime-local" value={values.endDate} onChange={(e) => set({ endDate: e.target.value })} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{t('admin.events.chapter')}</Field.Label>
        <Select
          value={values.chapterId}
          onChange={(chapterId) => set({ chapterId })}
          empty={t('admin.events.chooseChapter')}
          choices={chapters.map((c) => ({ value: c.id, label: `${c.name} (${c.city}, ${c.state})` }))}
        />
      </Field.Root>
    </FormDialog>
  );
}
