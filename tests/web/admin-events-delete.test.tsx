import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MSG } from '@portal/contract/messages';
import { renderApp } from '../fixtures/msw-app';
import { API, fail, ok, server, signIn } from '../fixtures/msw';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const long = 'x'.repeat(120);
const springGala = {
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
    http.get(`${API}/events`, () => ok({ items: [springGala], pagination: { page: 1, limit: 10, total: 1, pages: 1 } })),
    http.get(`${API}/events/stats`, () => ok({ overview: { total: 9, active: 4, inactive: 1, upcoming: 3, past: 1 }, topEventsByOrders: [] })),
    http.get(`${API}/chapters`, ({ request }) => {
      expect(new URL(request.url).searchParams.get('isActive')).toBe('true');
      return ok({ items: [{ id: 3, name: 'Austin Chapter', city: 'Austin', state: 'TX' }], pagination: { page: 1, limit: 100, total: 1, pages: 1 } });
    }),
    http.post(`${API}/events`, async ({ request }) => {
      posted.push(await request.json());
      return ok(springGala, 201);
    }),
  ];
}

// One menu flow per file: the menu machine keeps state between tests in one jsdom window.
describe('event management: delete', () => {
  it('shows the spec text when the server refuses to delete an event with orders', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    server.use(...eventsApi(), http.delete(`${API}/events/:id`, () => fail(409, 'Conflict')));
    renderApp('/admin/events');
    await user.click(await screen.findByRole('button', { name: 'Actions for Spring Gala' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {});
    expect(within(dialog).getByText('Are you sure you want to delete "Spring Gala"?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.eventHasOrders)).toBeTruthy();
  });
});
