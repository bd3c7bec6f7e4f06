import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/contract/messages';
import type { EventItem } from '@portal/contract/events';
import { aChapter, onePage } from '../../../fixtures/builders';
import { renderApp } from '../../../fixtures/msw-app';
import { fail, server, signIn } from '../../../fixtures/msw';
import { answer, withStatus } from '../../../fixtures/api-handlers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const long = 'x'.repeat(120);
const springGala: EventItem = {
  id: 5,
  name: 'Spring Gala',
  description: long,
  startDate: '2030-04-01T18:00:00.000Z',
  endDate: '2030-04-02T18:00:00.000Z',
  chapterId: 3,
  isActive: true,
  status: 'Upcoming',
  createdAt: '2026-01-05T00:00:00.000Z',
  updatedAt: '2026-01-05T00:00:00.000Z',
  chapter: { id: 3, name: 'Austin Chapter', city: 'Austin', state: 'TX' },
  orderCount: 4,
};

function eventsApi(posted: unknown[] = []) {
  return [
    answer('GET /events', () => ({ items: [springGala], pagination: { page: 1, limit: 10, total: 1, pages: 1 } })),
    answer('GET /events/stats', () => ({ overview: { total: 9, active: 4, inactive: 1, upcoming: 3, past: 1 }, topEventsByOrders: [] })),
    answer('GET /chapters', ({ request }) => {
      expect(new URL(request.url).searchParams.get('isActive')).toBe('true');
      return { items: [aChapter()], pagination: onePage([1], 100) };
    }),
    answer('POST /events', async ({ request }) => {
      posted.push(await request.json());
      return withStatus(springGala, 201);
    }),
  ];
}

// One menu flow per file: the menu machine keeps state between tests in one jsdom window.
describe('event management: delete', () => {
  it('shows the spec text when the server refuses to delete an event with orders', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    server.use(...eventsApi(), answer('DELETE /events/:id', () => fail(409, 'Conflict')));
    renderApp('/admin/events');
    await user.click(await screen.findByRole('button', { name: 'Actions for Spring Gala' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {});
    expect(within(dialog).getByText('Are you sure you want to delete "Spring Gala"?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.eventHasOrders)).toBeTruthy();
  });
});
