import type { EventItem } from '@portal/contract/events';
import { EVENT_RESOURCE } from '@portal/contract/resources';
import type { EventPayload } from './events-api';
import { emptyValues, valuesOf, type DescribedValues } from '../kit/described-values';
import { t } from '../../../lib/i18n/i18n';

/** The event form's values: text as typed, the dates as local days and times, the chapter's id. */
export type EventFormValues = DescribedValues<typeof EVENT_RESOURCE>;

export const emptyEvent: EventFormValues = emptyValues(EVENT_RESOURCE);

export const eventToForm = (e: EventItem): EventFormValues => valuesOf(EVENT_RESOURCE, e);

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
