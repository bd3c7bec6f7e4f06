import { useMemo } from 'react';
import type { ChapterItem } from '@portal/contract/chapters';
import { EVENT_RESOURCE } from '@portal/contract/resources';
import { FormDialog } from '../kit/form-dialog';
import { DescribedFormFields } from '../kit/described';
import { useCheckedForm } from '../kit/use-checked-form';
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
  const { values, change, error, submit } = useCheckedForm(initial, validateEvent, onSubmit);
  const choices = useMemo(() => ({ chapterId: chapters.map((c) => ({ value: c.id, label: `${c.name} (${c.city}, ${c.state})` })) }), [chapters]);
  return (
    <FormDialog onSubmit={submit} title={title} onClose={onClose} pending={pending} editing={title !== t('admin.events.add')} error={error ?? serverError}>
      <DescribedFormFields
        description={EVENT_RESOURCE}
        values={values}
        onChange={change}
        choices={choices}
        columns={1}
      />
    </FormDialog>
  );
}
