import type { EventItem } from '@portal/contract/events';
import { format } from 'date-fns';
import type { EventPayload } from './events-api';
import { t } from '../../../lib/i18n/i18n';

export interface EventFormValues {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  chapterId: string;
}

const local = (iso: string) => format(new Date(iso), "yyyy-MM-dd'T'HH:mm");

export const emptyEvent: EventFormValues = { name: '', description: '', startDate: '', endDate: '', chapterId: '' };

export const eventToForm = (e: EventItem): EventFormValues => ({
  name: e.name,
  description: e.description ?? '',
  startDate: local(e.startDate),
  endDate: local(e.endDate),
  chapterId: String(e.chapterId),
});

/** Spec 5 (events), in the spec's order; the first failure is the one shown. */
export function validateEvent(v: EventFormValues): { error: string } | { body: EventPayload } {
  if (!v.name.trim()) return { error: t('admin.events.errors.eventNameRequired') };
  if (!v.startDate || !v.endDate) return { error: t('admin.events.errors.eventDatesRequired') };
  const start = new Date(v.startDate);
  const end = new Date(v.endDate);
  if (end.getTime() <= start.getTime()) return { error: t('admin.events.errors.eventEndAfterStart') };
  if (!v.chapterId) return { error: t('admin.events.errors.chapterRequired') };
  return {
    body: { name: v.name.trim(), description: v.description.trim(), startDate: start.toISOString(), endDate: end.toISOString(), chapterId: Number(v.chapterId) },
  };
}
