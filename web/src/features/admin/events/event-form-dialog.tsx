import { Alert, Button, Field, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { ChapterItem } from '@portal/contract/chapters';
import { AdminDialog } from '../kit/admin-dialog';
import { validateEvent, type EventFormValues } from './event-form';
import type { EventPayload } from './events-api';

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
    <AdminDialog
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="primary" loading={pending} onClick={submit}>
            {title === 'Add Event' ? 'Create' : 'Update'}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {shown && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{shown}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root required>
          <Field.Label>Event Name</Field.Label>
          <Input value={values.name} onChange={(e) => set({ name: e.target.value })} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Description</Field.Label>
          <Textarea rows={3} value={values.description} onChange={(e) => set({ description: e.target.value })} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Start Date</Field.Label>
          <Input type="datetime-local" value={values.startDate} onChange={(e) => set({ startDate: e.target.value })} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>End Date</Field.Label>
          <Input type="datetime-local" value={values.endDate} onChange={(e) => set({ endDate: e.target.value })} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Chapter</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.chapterId} onChange={(e) => set({ chapterId: e.target.value })}>
              <option value="">Select a chapter</option>
              {chapters.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.city}, {c.state})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
    </AdminDialog>
  );
}
