import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, fail, withFakeApi } from '../../../fixtures/msw';
import { aChapter } from '../../../fixtures/builders';
import { chaptersApi, openAs, recorded } from '../../../fixtures/resource-api';
import * as v from 'valibot';
import { chapterFields } from '@portal/contract/chapters';
import { ruleOf } from '@portal/contract/field-rules';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';
import { findDialog } from '../../../fixtures/overlays';
import { fillIn } from '../../../fixtures/forms';

withFakeApi();

const austin = aChapter({
  phone: '5125550100', taxId: '12-3456789', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  user: { id: 9, email: 'austin@chapters.test', firstName: 'A', lastName: 'B' }, eventCount: 4, orderCount: 12,
});
const austinAmongSixty = () => chaptersApi({ rows: [austin], stats: { total: 60, active: 57, inactive: 3, withUsers: 50, withEvents: 40, topChaptersByOrders: [] } });

describe('chapter management', () => {
  it('shows counters, formatted phone, tax id and linked email; the form waits for the required fields', async () => {
    const chapters = austinAmongSixty();
    const { user } = openAs('SUPER_ADMIN', '/admin/chapters', chapters.handlers);
    const posted = chapters.writes.create.sent;
    expect(await screen.findByText('Austin Chapter', {})).toBeTruthy();
    expect(screen.getByText('(512) 555-0100')).toBeTruthy();
    expect(screen.getByText('Tax ID: 12-3456789')).toBeTruthy();
    expect(screen.getByText('austin@chapters.test')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('group', { name: 'With Events' }).textContent).toContain('40'));

    await user.click(screen.getByRole('button', { name: 'Add Chapter' }));
    const dialog = await findDialog();
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByPlaceholderText('(555) 123-4567')).toBeTruthy();
    await fillIn(user, dialog, [[/Chapter Name/, 'Waco Chapter'], [/^Address/, '5 Elm St'], [/^City/, 'Waco'], [/ZIP Code/, '76701']]);
    expect((create as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText(/^State/), 'TX');
    expect((create as HTMLButtonElement).disabled).toBe(false);
    expect(within(dialog).queryByText('Fill in the fields marked * to save the chapter.')).toBeNull();
    await user.click(create);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toMatchObject({ name: 'Waco Chapter', state: 'TX', zipCode: '76701' });
  });

  it('says in Spanish that a chapter name, address or city is too long or a state code unknown, as the contract words it', async () => {
    /** The API's refusal of a value of a chapter field, as its validator answers it: the English text and the rule's code. */
    const refusal = (field: keyof typeof chapterFields, value: string) => {
      const result = v.safeParse(chapterFields[field], value);
      if (result.success) throw new Error(`${field} accepted ${value}`);
      const english = result.issues[0].message;
      return { english, body: { success: false, message: `${english} (${field})`, code: 'VALIDATION_FAILED', errors: { [field]: english }, rules: { [field]: ruleOf(result.issues[0]) }, data: null } };
    };
    const cases: Array<[refused: ReturnType<typeof refusal>, spanish: string]> = [
      [refusal('name', 'x'.repeat(101)), 'El nombre del capítulo debe tener como máximo 100 caracteres'],
      [refusal('address', 'x'.repeat(201)), 'La dirección debe tener como máximo 200 caracteres'],
      [refusal('city', 'x'.repeat(51)), 'La ciudad debe tener como máximo 50 caracteres'],
      [refusal('state', 'ZZ'), 'El estado debe ser un código de estado de EE. UU. válido'],
    ];
    expect(cases.map(([refused]) => refused.english)).toEqual([
      'Chapter name must be at most 100 characters',
      'Address must be at most 200 characters',
      'City must be at most 50 characters',
      'State must be a valid US state code',
    ]);
    let next = 0;
    const create = recorded('POST /chapters', () => HttpResponse.json(cases[next]![0].body, { status: 400 }));
    await setLanguage('es');
    try {
      const { user } = openAs('SUPER_ADMIN', '/admin/chapters', create.handler, austinAmongSixty().handlers);
      await user.click(await screen.findByRole('button', { name: 'Añadir capítulo' }));
      const dialog = await findDialog();
      await fillIn(user, dialog, [[/Nombre del capítulo/, 'Waco Chapter'], [/^Dirección/, '5 Elm St'], [/^Ciudad/, 'Waco'], [/Código postal/, '76701']]);
      await user.selectOptions(within(dialog).getByLabelText(/^Estado/), 'TX');
      for (next = 0; next < cases.length; next++) {
        const [refused, spanish] = cases[next]!;
        await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
        expect(await within(dialog).findByText(spanish)).toBeTruthy();
        expect(within(dialog).queryByText(refused.english)).toBeNull();
      }
      expect(create.sent).toHaveLength(cases.length);
    } finally {
      await setLanguage('en');
    }
  });

  it('keeps an admin out: the route sends them to the dashboard', async () => {
    // The dashboard it lands on asks for its figures; a refusal is enough here.
    const { router } = openAs('ADMIN', '/admin/chapters', http.get(`${API}/:domain/stats`, () => fail(500)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
