/**
 * Events: the form's rules (spec 5, events), the list query, the derived display status and the
 * shapes the API answers. The status function is shared so the web app labels events exactly as
 * the server filters them.
 */
import * as v from 'valibot';
import { pageQuery, qBool, qDate, qInt, sortQuery } from './common';
import { MSG } from './messages';
import { EVENT_SORTS, EVENT_STATUSES } from './rules';
import { MAX_ID, flatBody, queryText, storableDate } from './guards';

export { EVENT_STATUSES };
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Inactive first; then a start in the future is Upcoming, an end in the past is Past; else Active. */
export function eventStatus(event: { isActive: boolean; startDate: Date | string; endDate: Date | string }, now: Date = new Date()): EventStatus {
  if (!event.isActive) return 'Inactive';
  if (new Date(event.startDate).getTime() > now.getTime()) return 'Upcoming';
  if (new Date(event.endDate).getTime() < now.getTime()) return 'Past';
  return 'Active';
}

/**
 * Cross-field checks also run when another field already failed, on input not yet parsed:
 * compare only real dates.
 */
const bothDates = (a: unknown, b: unknown): boolean => a instanceof Date && b instanceof Date;

const eventDate = v.pipe(
  v.union([v.pipe(v.string(MSG.eventDatesRequired), v.trim(), v.nonEmpty(MSG.eventDatesRequired)), v.date()], MSG.eventDatesRequired),
  v.transform((s) => (s instanceof Date ? s : new Date(s))),
  v.check((d) => !Number.isNaN(d.getTime()), 'Date must be a valid date (ISO 8601)'),
  storableDate('Date'),
);

export const eventBody = v.pipe(
  flatBody(
    { name: MSG.eventNameRequired, startDate: MSG.eventDatesRequired, endDate: MSG.eventDatesRequired, chapterId: MSG.chapterRequired },
    v.strictObject({
      name: v.pipe(v.string(MSG.eventNameRequired), v.trim(), v.nonEmpty(MSG.eventNameRequired), v.maxLength(200, 'Event name must be at most 200 characters')),
      description: v.optional(
        v.pipe(
          v.nullable(v.string('Description must be text')),
          v.transform((s) => (s == null ? null : s.trim() || null)),
          v.nullable(v.pipe(v.string(), v.maxLength(5000, 'Description must be at most 5000 characters'))),
        ),
      ),
      startDate: eventDate,
      endDate: eventDate,
      chapterId: v.pipe(v.union([v.number(), v.string()], MSG.chapterRequired), v.check((x) => x !== '', MSG.chapterRequired), v.transform(Number), v.integer(MSG.chapterRequired), v.minValue(1, MSG.chapterRequired), v.maxValue(MAX_ID, 'Chapter not found')),
      isActive: v.optional(v.boolean('isActive must be true or false')),
    }),
  ),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (input) => !bothDates(input.startDate, input.endDate) || input.endDate.getTime() > input.startDate.getTime(),
      MSG.eventEndAfterStart,
    ),
    ['endDate'],
  ),
);
export type EventBody = v.InferInput<typeof eventBody>;
export type EventInput = v.InferOutput<typeof eventBody>;

export const eventListQuery = v.pipe(
  v.object({
    ...pageQuery,
    search: queryText('search'),
    chapterId: v.optional(qInt('chapterId', 1, MAX_ID)),
    startDate: v.optional(qDate('startDate')),
    endDate: v.optional(qDate('endDate')),
    isActive: v.optional(qBool('isActive')),
    status: v.optional(v.picklist(EVENT_STATUSES, `status must be one of ${EVENT_STATUSES.join(', ')}`)),
    includeChapter: v.optional(qBool('includeChapter'), false),
    includeOrders: v.optional(qBool('includeOrders'), false),
    ...sortQuery(EVENT_SORTS),
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (q) => !bothDates(q.startDate, q.endDate) || q.endDate!.getTime() >= q.startDate!.getTime(),
      'endDate must not be before startDate',
    ),
    ['endDate'],
  ),
);
export type EventListQuery = v.InferOutput<typeof eventListQuery>;

export interface EventChapter {
  id: number;
  name: string;
  city: string;
  state: string;
}

export interface EventItem {
  id: number;
  name: string;
  description: string | null;
  startDate: string;
  endDate: string;
  chapterId: number;
  isActive: boolean;
  status: EventStatus;
  createdAt: string;
  updatedAt: string;
  /** With includeChapter (always on the detail). */
  chapter?: EventChapter;
  /** With includeOrders (always on the detail). */
  orderCount?: number;
}

export interface EventStats {
  overview: { total: number; active: number; inactive: number; upcoming: number; past: number };
  topEventsByOrders: Array<{ id: number; name: string; chapterName: string; city: string; state: string; orderCount: number }>;
}
