import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/contract/messages';
import type { EventItem } from '@portal/contract/events';
import { aChapter, onePage } from '../../../fixtures/builders';
import { renderApp } from '../../../fixtures/msw-app';
import { fail, server, signIn, withFakeApi } from '../../../fixtures/msw';
import { answer, withStatus } from '../../../fixtures/api-handlers';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

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

describe('event management', () => {
  it('shows the counters and rows with the description cut at 100 characters and the derived status', async () => {
    signIn('ADMIN');
    server.use(...eventsApi());
    renderApp('/admin/events');
    expect(await screen.findByText('Spring Gala', {})).toBeTruthy();
    expect(screen.getByText(`${'x'.repeat(100)}...`)).toBeTruthy();
    expect(screen.getByText('Upcoming', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Upcoming' }).textContent).toContain('3');
    expect(screen.getByRole('group', { name: 'Total' }).textContent).toContain('9');
  });

  it('checks the form in the spec order and sends trimmed values', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    const posted: unknown[] = [];
    server.use(...eventsApi(posted));
    renderApp('/admin/events');
    await screen.findByText('Spring Gala', {});
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const dialog = await findDialog();
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await user.click(create);
    expect(await within(dialog).findByText(MSG.eventNameRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Event Name/), '  Fall Fair  ');
    await user.click(create);
    expect(await within(dialog).findByText(MSG.eventDatesRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Start Date/), '2030-05-02T10:00');
    await user.type(within(dialog).getByLabelText(/End Date/), '2030-05-02T10:00');
    await user.click(create);
    expect(await within(dialog).findByText(MSG.eventEndAfterStart)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/End Date/));
    await user.type(within(dialog).getByLabelText(/End Date/), '2030-05-03T10:00');
    await user.click(create);
    expect(await within(dialog).findByText(MSG.chapterRequired)).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText(/Chapter/), '3');
    await user.click(create);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ name: 'Fall Fair', description: '', chapterId: 3, startDate: new Date('2030-05-02T10:00').toISOString() });
  });
});

describe('event management: delete', () => {
  it('shows the spec text when the server refuses to delete an event with orders', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    server.use(...eventsApi(), answer('DELETE /events/:id', () => fail(409, 'Conflict')));
    renderApp('/admin/events');
    await user.click(await screen.findByRole('button', { name: 'Actions for Spring Gala' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText('Are you sure you want to delete "Spring Gala"?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.eventHasOrders)).toBeTruthy();
  });
});
