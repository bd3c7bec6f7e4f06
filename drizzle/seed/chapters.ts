/**
 * Demo chapters across many states, each with two past events, one running now and one upcoming.
 * The first chapter is the demo chapter, 'Austin Chapter' in TX, whose events are all active.
 */
import { schema, type Executor } from '../client';
import { insertIds } from './insert';
import { CITIES, EVENT_KINDS, STREET_NAMES } from './people-words';
import { DAY_MS, Random } from './random';

export const CHAPTER_COUNT = 60;
export const DEMO_CHAPTER_NAME = 'Austin Chapter';

export interface SeedEvent {
  id: number;
  startDate: Date;
  endDate: Date;
  isActive: boolean;
}

export interface SeedChapter {
  id: number;
  name: string;
  city: string;
  isActive: boolean;
  /** Sorted by start date. */
  events: SeedEvent[];
}

function chapterName(index: number): string {
  const place = CITIES[index]!;
  const twin = CITIES.some((c, i) => i !== index && c.city === place.city);
  return twin ? `${place.city} ${place.state} Chapter` : `${place.city} Chapter`;
}

/** Day offsets from now: [start, length in days] for past, past, current and upcoming events. */
function eventWindows(random: Random): Array<[number, number]> {
  return [
    [-random.int(95, 118), random.int(1, 3)],
    [-random.int(40, 70), random.int(1, 3)],
    [-random.int(1, 5), random.int(7, 14)],
    [random.int(14, 60), random.int(1, 3)],
  ];
}

export async function seedChapters(tx: Executor, now: Date, count = CHAPTER_COUNT): Promise<SeedChapter[]> {
  const random = new Random('chapters');
  const n = Math.min(count, CITIES.length);
  const rows = Array.from({ length: n }, (_, i) => {
    const place = CITIES[i]!;
    const createdAt = new Date(now.getTime() - random.int(150, 600) * DAY_MS);
    return {
      name: chapterName(i),
      address: `${random.int(10, 4999)} ${random.pick(STREET_NAMES)}`,
      city: place.city,
      state: place.state,
      zipCode: place.zip,
      phone: random.chance(0.85) ? `(${place.area}) 555-${random.digits(4)}` : null,
      taxId: random.chance(0.5) ? `${random.digits(2)}-${random.digits(7)}` : null,
      // A few closed chapters (never the demo chapter).
      isActive: i === 0 || i % 20 !== 19,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const ids = await insertIds(tx, schema.chapters, rows);

  const eventRows: Array<typeof schema.events.$inferInsert> = [];
  rows.forEach((chapter, c) => {
    eventWindows(random).forEach(([startDay, days], e) => {
      const kind = random.pick(EVENT_KINDS);
      const startDate = new Date(now.getTime() + startDay * DAY_MS);
      const endDate = new Date(startDate.getTime() + days * DAY_MS);
      eventRows.push({
        name: `${chapter.city} ${kind}`,
        description: `${kind} hosted by the ${chapter.name}: ${days > 1 ? `${days} days` : 'one day'} of ${
          e === 3 ? 'planning, sign-ups and' : ''
        } community, fundraising and fellowship.`.replace(/ {2}/g, ' '),
        startDate,
        endDate,
        chapterId: ids[c]!,
        isActive: c === 0 || !random.chance(0.06),
        createdAt: new Date(Math.min(now.getTime(), startDate.getTime()) - 30 * DAY_MS),
        updatedAt: new Date(Math.min(now.getTime(), startDate.getTime()) - 30 * DAY_MS),
      });
    });
  });
  const eventIds = await insertIds(tx, schema.events, eventRows);

  const events: SeedEvent[][] = rows.map(() => []);
  eventRows.forEach((e, k) => {
    events[ids.indexOf(e.chapterId)]!.push({ id: eventIds[k]!, startDate: e.startDate, endDate: e.endDate, isActive: e.isActive ?? true });
  });
  return rows.map((chapter, c) => ({ id: ids[c]!, name: chapter.name, city: chapter.city, isActive: chapter.isActive, events: events[c]! }));
}
