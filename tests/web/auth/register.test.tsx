import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@portal/contract/messages';
import { PRODUCT_NAME } from '@portal/contract/rules';
import { renderApp } from '../../fixtures/msw-app';
import { calls, fail, resetCalls, server } from '../../fixtures/msw';
import { answer } from '../../fixtures/api-handlers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(resetCalls);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Typing a whole value at once keeps the tests quick; validation runs on submit anyway. */
async function fill(element: HTMLElement, value: string) {
  await userEvent.click(element);
  await userEvent.paste(value);
}

const field = (label: RegExp) => screen.getByLabelText(label);
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;

async function openWizard() {
  const app = renderApp('/register');
  await screen.findByRole('heading', { name: 'Personal Information' });
  return app;
}

async function fillPersonal(overrides: Partial<Record<string, string>> = {}) {
  const v = { first: 'Ada', last: 'Lovelace', email: 'ada@example.com', password: 'Password1', confirm: 'Password1', ...overrides };
  if (v.first) await fill(field(/^First name/), v.first);
  if (v.last) await fill(field(/^Last name/), v.last);
  if (v.email) await fill(field(/^Email/), v.email);
  if (v.password) await fill(field(/^Password/), v.password);
  if (v.confirm) await fill(field(/^Confirm password/), v.confirm);
}

async function fillChapter(overrides: Partial<Record<string, string>> = {}) {
  const v = { name: 'Austin Chapter', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', phone: '', taxId: '', ...overrides };
  if (v.name) await fill(field(/^Chapter name/), v.name);
  if (v.address) await fill(field(/^Address/), v.address);
  if (v.city) await fill(field(/^City/), v.city);
  if (v.state) await fill(field(/^State/), v.state);
  if (v.zip) await fill(field(/^ZIP code/), v.zip);
  if (v.phone) await fill(field(/^Phone/), v.phone);
  if (v.taxId) await fill(field(/^Tax ID/), v.taxId);
}

describe('registration wizard, step 1 (Personal Information)', () => {
  it('stays on the step and shows every required message when Next is pressed on an empty form', async () => {
    await openWizard();
    await next();
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText(MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(MSG.passwordRequired)).toBeTruthy();
    expect(screen.getByText(MSG.confirmPasswordRequired)).toBeTruthy();
    expect(stepHeading()).toBe('Personal Information');
  });

  it('rejects names over 50 characters, a bad email, a weak password and a mismatched confirmation', async () => {
    await openWizard();
    await fillPersonal({ first: 'a'.repeat(51), last: 'b'.repeat(51), email: 'nope', password: 'password1', confirm: 'Password2' });
    await next();
    expect(await screen.findByText(MSG.firstNameMax)).toBeTruthy();
    expect(screen.getByText(MSG.lastNameMax)).toBeTruthy();
    expect(screen.getByText(MSG.emailInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.passwordComplexity)).toBeTruthy();
    expect(stepHeading()).toBe('Personal Information');
  });

  it("says the passwords don't match and that a short password is too short", async () => {
    await openWizard();
    await fillPersonal({ password: 'Pass1', confirm: 'Pass2' });
    await next();
    expect(await screen.findByText(MSG.passwordMin)).toBeTruthy();
    expect(screen.getByText(MSG.passwordsDontMatch)).toBeTruthy();
  });

  it('says a taken email on the first step, before the chapter details are asked for', async () => {
    server.use(answer('POST /auth/email-available', () => ({ available: false })));
    await openWizard();
    await fillPersonal();
    await next();
    expect(await screen.findByText(MSG.emailExists)).toBeTruthy();
    expect(stepHeading()).toBe('Personal Information');
  });

  it('moves to the chapter step once the personal step validates', async () => {
    await openWizard();
    await fillPersonal();
    await next();
    expect(await screen.findByRole('heading', { name: 'Chapter Information' })).toBeTruthy();
  });
});

describe('registration wizard, step 2 (Chapter Information)', () => {
  async function atChapterStep() {
    const app = await openWizard();
    await fillPersonal();
    await next();
    await screen.findByRole('heading', { name: 'Chapter Information' });
    return app;
  }

  it('shows the placeholders of the optional phone and tax id', async () => {
    await atChapterStep();
    expect(field(/^Phone/).getAttribute('placeholder')).toBe('(555) 123-4567');
    expect(field(/^Tax ID/).getAttribute('placeholder')).toBe('12-3456789');
  });

  it('blocks Next with the required messages for an empty step', async () => {
    await atChapterStep();
    await next();
    for (const text of ['Chapter name is required', 'Address is required', 'City is required', 'State is required', 'ZIP code is required']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(stepHeading()).toBe('Chapter Information');
  });

  it('rejects a bad ZIP code, phone and tax id and an over-long chapter name', async () => {
    await atChapterStep();
    await fillChapter({ name: 'c'.repeat(101), zip: '7330', phone: '555-1234', taxId: '123456789' });
    await next();
    expect(await screen.findByText(MSG.zipInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.taxIdInvalid)).toBeTruthy();
    expect(screen.getByText('Chapter name must be less than 100 characters')).toBeTruthy();
  });

  it('goes back to the personal step with the values kept', async () => {
    await atChapterStep();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((field(/^First name/) as HTMLInputElement).value).toBe('Ada');
  });
});

describe('registration wizard, review and submit', () => {
  async function atReview(chapter: Partial<Record<string, string>> = {}) {
    const app = await openWizard();
    await fillPersonal();
    await next();
    await screen.findByRole('heading', { name: 'Chapter Information' });
    await fillChapter({ zip: '73301-1234', phone: '(512) 555-0100', taxId: '12-3456789', ...chapter });
    await next();
    await screen.findByRole('heading', { name: 'Review' });
    return app;
  }

  it('shows the entered values for review', async () => {
    await atReview();
    const review = within(screen.getByTestId('review'));
    for (const value of ['Ada', 'Lovelace', 'ada@example.com', 'Austin Chapter', '1 Main St', 'Austin', 'TX', '73301-1234', '(512) 555-0100', '12-3456789']) {
      expect(review.getByText(value)).toBeTruthy();
    }
    expect(review.queryByText('Password1')).toBeNull();
  });

  it('creates the account, welcomes the user and opens the dashboard', async () => {
    const { router } = await atReview();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(MSG.registrationSuccess(PRODUCT_NAME))).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.register[0]).toMatchObject({
      email: 'ada@example.com',
      password: 'Password1',
      chapter: { name: 'Austin Chapter', zipCode: '73301-1234', phone: '(512) 555-0100', taxId: '12-3456789', isActive: true },
    });
    expect(localStorage.getItem('accessToken')).toBe('access-1');
  });

  it("shows 'Registration failed' in a toast and an alert when the server gives no message", async () => {
    server.use(answer('POST /auth/register', () => fail(500)));
    await atReview();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toContain("Registration failed");
    await waitFor(() => expect(screen.getAllByText("Registration failed").length).toBe(2));
  });

  it("puts the server's field errors on the fields and returns to their step", async () => {
    server.use(answer('POST /auth/register', () => fail(409, MSG.emailExists, { email: MSG.emailExists })));
    await atReview();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('heading', { name: 'Personal Information' });
    expect(screen.getAllByText(MSG.emailExists).length).toBeGreaterThanOrEqual(2);
    expect(document.querySelector('input[name="email"]')?.getAttribute('aria-invalid')).toBe('true');
  });
});
