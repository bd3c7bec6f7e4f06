/** The events a shopper may order for: active, current or upcoming, of the user's chapter. */
import { eventStatus } from '@portal/contract/events';
import type { EventRow } from '../db/rows';

export function orderableEvents(events: readonly EventRow[], chapterId: number | null | undefined, now = new Date()): EventRow[] {
  return events.filter((e) => (chapterId == null || e.chapterId === chapterId) && ['Active', 'Upcoming'].includes(eventStatus(e, now)));
}
