import { describe, expect, it, onTestFinished } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MSG } from '@portal/contract/messages';
import { aChapter, anEvent } from '../../../fixtures/builders';
import { fail, withFakeApi } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';
import { eventsApi, openAs } from '../../../fixtures/resource-api';
import { chooseRowAction, findDialog } from '../../../fixtures/overlays';

withFakeApi();

const long = 'x'.repeat(120);
const springGala = anEvent({
  name: 'Spring Gala',
  description: long,
  startDate: '2030-04-01T18:00:00.000Z',
  endDate: '2030-04-02T18:00:00.000Z',
  status: 'Upcoming',
  createdAt: '2026-01-05T00:00:00.000Z',
  updatedAt: '2026-01-05T00:00:00.000Z',
  orderCount: 4,
});

/** The gala among nine events; the form offers the active chapters (it asks for those only). */
function galaAmongNine() {
  const events = eventsApi({ rows: [springGala], stats: { overview: { total: 9, active: 4, inactive: 1, upcoming: 3, past: 1 }, topEventsByOrders: [] }, chapters: [aChapter()] });
  onTestFinished(() => {
    for (const search of events.chapters.seen) expect(search.get('isActive')).toBe('true');
  });
  return events;
}

describe('event management', () => {
  it('shows the counters and rows with the description cut at 100 characters and the derived status', async () => {
    openAs('ADMIN', '/admin/events', galaAmongNine().handlers);
    expect(await screen.findByText('Spring Gala', {})).toBeTruthy();
    expect(screen.getByText(`${'x'.repeat(100)}...`)).toBeTruthy();
    expect(screen.getByText('Upcoming', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Upcoming' }).textContent).toContain('3');
    expect(screen.getByRole('group', { name: 'Total' }).textContent).toContain('9');
  });

  it('checks the form in the spec order and sends trimmed values', async () => {
    const events = galaAmongNine();
    const { user } = openAs('ADMIN', '/admin/events', events.handlers);
    const posted = events.writes.create.sent;
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
    expect(posted[0]!.body).toMatchObject({ name: 'Fall Fair', description: '', chapterId: 3, startDate: new Date('2030-05-02T10:00').toISOString() });
  });
});

describe('event management: delete', () => {
  it('shows the spec text when the server refuses to delete an event with orders', async () => {
    const { user } = openAs('ADMIN', '/admin/events', answer('DELETE /events/:id', () => fail(409, 'Conflict')), galaAmongNine().handlers);
    await chooseRowAction(user, 'Spring Gala', 'Delete');
    const dialog = await findDialog();
    expect(within(dialog).getByText('Are you sure you want to delete "Spring Gala"?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MSG.eventHasOrders)).toBeTruthy();
  });
});
