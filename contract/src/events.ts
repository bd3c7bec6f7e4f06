/**
 * Events: the form's rules (spec 5, events), the list query, the derived display status and the
 * shapes the API answers. The status function is shared so the web app labels events exactly as
 * the server filters them.
 */
import * as v from 'valibot';
import { idParams, isoMoment, pageQuery, paginationAnswer, qBool, qDate, qInt, sortQuery } from './common';
import { route } from './route';
import { rule } from './field-rules';
import { ADMINS, EVENT_SORTS, EVENT_STATUSES, EVERYONE } from './rules';
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
  v.union([v.pipe(v.string(rule('EVENT_DATES_REQUIRED')), v.trim(), v.nonEmpty(rule('EVENT_DATES_REQUIRED'))), v.date()], rule('EVENT_DATES_REQUIRED')),
  v.transform((s) => (s instanceof Date ? s : new Date(s))),
  v.check((d) => !Number.isNaN(d.getTime()), 'Date must be a valid date (ISO 8601)'),
  storableDate('Date'),
);

export const eventBody = v.pipe(
  flatBody(
    { name: 'EVENT_NAME_REQUIRED', startDate: 'EVENT_DATES_REQUIRED', endDate: 'EVENT_DATES_REQUIRED', chapterId: 'CHAPTER_REQUIRED' },
    v.strictObject({
      name: v.pipe(v.string(rule('EVENT_NAME_REQUIRED')), v.trim(), v.nonEmpty(rule('EVENT_NAME_REQUIRED')), v.maxLength(200, 'Event name must be at most 200 characters')),
      description: v.optional(
        v.pipe(
          v.nullable(v.string('Description must be text')),
          v.transform((s) => (s == null ? null : s.trim() || null)),
          v.nullable(v.pipe(v.string(), v.maxLength(5000, 'Description must be at most 5000 characters'))),
        ),
      ),
      startDate: eventDate,
      endDate: eventDate,
      chapterId: v.pipe(v.union([v.number(), v.string()], rule('CHAPTER_REQUIRED')), v.check((x) => x !== '', rule('CHAPTER_REQUIRED')), v.transform(Number), v.integer(rule('CHAPTER_REQUIRED')), v.minValue(1, rule('CHAPTER_REQUIRED')), v.maxValue(MAX_ID, 'Chapter not found')),
      isActive: v.optional(v.boolean('isActive must be true or false')),
    }),
  ),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (input) => !bothDates(input.startDate, input.endDate) || input.endDate.getTime() > input.startDate.getTime(),
      rule('EVENT_END_AFTER_START'),
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

export const eventChapter = v.strictObject({ id: v.number(), name: v.string(), city: v.string(), state: v.string() });
export type EventChapter = v.InferOutput<typeof eventChapter>;

export const eventItem = v.strictObject({
  id: v.number(),
  name: v.string(),
  description: v.nullable(v.string()),
  startDate: isoMoment,
  endDate: isoMoment,
  chapterId: v.number(),
  isActive: v.boolean(),
  status: v.picklist(EVENT_STATUSES),
  createdAt: isoMoment,
  updatedAt: isoMoment,
  /** With includeChapter (always on the detail). */
  chapter: v.optional(eventChapter),
  /** With includeOrders (always on the detail). */
  orderCount: v.optional(v.number()),
});
export type EventItem = v.InferOutput<typeof eventItem>;

export const eventList = v.strictObject({ items: v.array(eventItem), pagination: paginationAnswer });
export type EventList = v.InferOutput<typeof eventList>;

export const eventStats = v.strictObject({
  overview: v.strictObject({ total: v.number(), active: v.number(), inactive: v.number(), upcoming: v.number(), past: v.number() }),
  topEventsByOrders: v.array(v.strictObject({ id: v.number(), name: v.string(), chapterName: v.string(), city: v.string(), state: v.string(), orderCount: v.number() })),
});
export type EventStats = v.InferOutput<typeof eventStats>;

const tag = 'events';
const one = '/events/:id';

/**
 * The events routes. Shoppers and chapter accounts see their own chapter's active events (any
 * other is not found); admins see and manage all. An event with orders cannot be deleted.
 */
export const eventRoutes = {
  list: route({ method: 'GET', path: '/events', access: EVERYONE, tag, summary: "List events; shoppers see their chapter's active ones", query: eventListQuery, answer: eventList, errors: [] }),
  stats: route({ method: 'GET', path: '/events/stats', access: ADMINS, tag, summary: 'Counts of events and those with the most orders', answer: eventStats, errors: [] }),
  get: route({ method: 'GET', path: one, access: EVERYONE, tag, summary: 'One event with its chapter and order count', params: idParams, answer: eventItem, errors: ['NOT_FOUND'] }),
  create: route({ method: 'POST', path: '/events', access: ADMINS, tag, summary: 'Create an event for a chapter', body: eventBody, answer: eventItem, status: 201, errors: [] }),
  update: route({ method: 'PUT', path: one, access: ADMINS, tag, summary: 'Change an event', params: idParams, body: eventBody, answer: eventItem, errors: ['NOT_FOUND'] }),
  activate: route({ method: 'PATCH', path: `${one}/activate`, access: ADMINS, tag, summary: 'Activate an event', params: idParams, answer: eventItem, errors: ['NOT_FOUND'] }),
  deactivate: route({ method: 'PATCH', path: `${one}/deactivate`, access: ADMINS, tag, summary: 'Deactivate an event', params: idParams, answer: eventItem, errors: ['NOT_FOUND'] }),
  remove: route({ method: 'DELETE', path: one, access: ADMINS, tag, summary: 'Delete an event that has no orders', params: idParams, answer: null, errors: ['NOT_FOUND', 'EVENT_HAS_ORDERS'] }),
};
