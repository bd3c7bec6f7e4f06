import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bpsToPercent, parsePercent, parseThreshold } from '@portal/web/features/admin/system/settings-values.ts';
import { renderApp } from '../../../fixtures/msw-app';
import { fail, server, signIn, withFakeApi } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';

withFakeApi();

const stored = {
  taxRateBps: 800,
  feeRatesBps: { ACH: 200, DEBIT_CARD: 400, CREDIT_CARD: 300 },
  freeShippingThresholdCents: 5000,
  portalName: 'Chapter Portal',
  defaultPageSize: 10,
  version: 4,
};

/** A settings API that stores what is PUT, like the real one, and counts reads. */
function settingsApi(options: { refuse?: () => Response } = {}) {
  const state = { current: structuredClone(stored) as typeof stored, puts: [] as unknown[], gets: 0 };
  const handlers = [
    answer('GET /settings', () => {
      state.gets += 1;
      return state.current;
    }),
    answer('PUT /settings', async ({ request }) => {
      const body = (await request.json()) as typeof stored;
      state.puts.push(body);
      if (options.refuse) return options.refuse();
      state.current = { ...body, version: state.current.version + 1 };
      return state.current;
    }),
  ];
  return { state, handlers };
}

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;

describe('settings conversions', () => {
  it('turns percentages into basis points and back exactly, with no float drift', () => {
    expect(parsePercent('8', 'Tax Rate')).toEqual({ value: 800 });
    expect(parsePercent('2.5', 'Tax Rate')).toEqual({ value: 250 });
    expect(parsePercent('0.07', 'Tax Rate')).toEqual({ value: 7 });
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(parsePercent('0.29', 'Tax Rate')).toEqual({ value: 29 });
    expect(parsePercent('1.15 %', 'Tax Rate')).toEqual({ value: 115 });
    expect(parsePercent('100', 'Tax Rate')).toEqual({ value: 10_000 });
    expect(parsePercent('100.01', 'Tax Rate')).toEqual({ error: 'Tax Rate must be between 0 and 100' });
    expect(parsePercent('2.555', 'Tax Rate')).toEqual({ error: 'Tax Rate must be a percentage written like 2.5 or 2,5' });
    expect(parsePercent('2,5', 'Tax Rate')).toEqual({ value: 250 });
    expect(parsePercent('-1', 'Tax Rate')).toEqual({ error: 'Tax Rate must be between 0 and 100' });
    expect(parsePercent('-0.5 %', 'Tax Rate')).toEqual({ error: 'Tax Rate must be between 0 and 100' });
    expect(parsePercent(' ', 'Tax Rate')).toEqual({ error: 'Tax Rate is required' });
    expect([800, 250, 325, 5, 29, 10_000, 0].map(bpsToPercent)).toEqual(['8', '2.5', '3.25', '0.05', '0.29', '100', '0']);
  });

  it('turns dollars into cents exactly and names the rule when it cannot', () => {
    expect(parseThreshold('50', 'Threshold')).toEqual({ value: 5000 });
    expect(parseThreshold('$1,234.56', 'Threshold')).toEqual({ value: 123_456 });
    expect(parseThreshold('19.99', 'Threshold')).toEqual({ value: 1999 });
    expect(parseThreshold('0.1', 'Threshold')).toEqual({ value: 10 });
    // Decision 024: a mark before two digits is the decimal mark, before three it groups thousands.
    expect(parseThreshold('12,50', 'Threshold')).toEqual({ value: 1250 });
    expect(parseThreshold('12.345', 'Threshold')).toEqual({ value: 1_234_500 });
    expect(parseThreshold('12.3456', 'Threshold')).toEqual({ error: 'Threshold must be written like 12.50, 12,50 or 1,234.50' });
    expect(parseThreshold('20000000.01', 'Threshold')).toEqual({ error: 'Threshold must not exceed $20,000,000.00' });
    expect(parseThreshold('', 'Threshold')).toEqual({ error: 'Threshold is required' });
    expect(parseThreshold('-5', 'Threshold')).toEqual({ error: 'Threshold cannot be negative' });
  });
});

describe('payment settings', () => {
  it('works the example order through in the chosen language\'s money', async () => {
    signIn('SUPER_ADMIN');
    server.use(...settingsApi().handlers);
    await setLanguage('es');
    try {
      renderApp('/admin/system/payments');
      expect(await screen.findByText(/^Actualmente, en un pedido de \$100\.00: impuesto \$8\.00 · comisión de ACH \$2\.00/)).toBeTruthy();
      expect(screen.queryByText(/^Currently/)).toBeNull();
    } finally {
      await setLanguage('en');
    }
  });

  it('shows the stored rates as percentages and sends the whole settings object in basis points', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    const api = settingsApi();
    server.use(...api.handlers);
    const { queryClient } = renderApp('/admin/system/payments');
    expect(await screen.findByRole('heading', { name: 'Payment Settings' })).toBeTruthy();
    await waitFor(() => expect(field(/^Tax Rate/).value).toBe('8'));
    expect(field(/^ACH Fee/).value).toBe('2');
    expect(field(/^Credit Card Fee/).value).toBe('3');
    expect(screen.getByText(/Currently, on a \$100\.00 order: tax \$8\.00 · ACH fee \$2\.00 · Debit Card fee \$4\.00/)).toBeTruthy();

    await user.clear(field(/^Tax Rate/));
    await user.paste('8.25');
    await user.clear(field(/^Credit Card Fee/));
    await user.paste('0.29');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.state.puts).toHaveLength(1));
    expect(api.state.puts[0]).toEqual({
      taxRateBps: 825,
      feeRatesBps: { ACH: 200, DEBIT_CARD: 400, CREDIT_CARD: 29 },
      freeShippingThresholdCents: 5000,
      portalName: 'Chapter Portal',
      defaultPageSize: 10,
    });
    // The rest of the app reads the saved settings from the same query.
    await waitFor(() => expect(queryClient.getQueryData<typeof stored>(['settings'])?.taxRateBps).toBe(825));
    expect(queryClient.getQueryData<typeof stored>(['settings'])?.version).toBe(5);
    await waitFor(() => expect(field(/^Tax Rate/).value).toBe('8.25'));
  });

  it('names the field and the rule for each bad rate and sends nothing', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    const api = settingsApi();
    server.use(...api.handlers);
    renderApp('/admin/system/payments');
    await waitFor(() => expect(field(/^Tax Rate/).value).toBe('8'));
    await user.clear(field(/^Tax Rate/));
    await user.paste('120');
    await user.clear(field(/^ACH Fee/));
    await user.paste('1.234');
    await user.clear(field(/^Debit Card Fee/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Tax Rate must be between 0 and 100')).toBeTruthy();
    expect(screen.getByText('ACH Fee must be a percentage written like 2.5 or 2,5')).toBeTruthy();
    expect(screen.getByText('Debit Card Fee is required')).toBeTruthy();
    expect(api.state.puts).toHaveLength(0);
  });
});

describe('shipping', () => {
  it('shows the threshold in dollars, saves it in cents, and keeps what was typed when the save is refused', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    const api = settingsApi({ refuse: () => fail(403, 'Access denied. Super Admin privileges required.') });
    server.use(...api.handlers);
    renderApp('/admin/system/shipping');
    const threshold = () => field(/^Free Shipping Threshold/);
    await waitFor(() => expect(threshold().value).toBe('50.00'));
    expect(screen.getByText('Shoppers see: Free Shipping on orders over $50.00')).toBeTruthy();

    await user.clear(threshold());
    await user.paste('12.3456');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Free Shipping Threshold must be written like 12.50, 12,50 or 1,234.50')).toBeTruthy();
    expect(api.state.puts).toHaveLength(0);

    await user.clear(threshold());
    await user.paste('$1,234.56');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.state.puts).toHaveLength(1));
    expect(api.state.puts[0]).toMatchObject({ freeShippingThresholdCents: 123_456, taxRateBps: 800 });
    expect(await screen.findByText('Access denied. Super Admin privileges required.')).toBeTruthy();
    expect(threshold().value).toBe('$1,234.56');
  });
});

describe('system settings', () => {
  it('checks the portal name, then saves it with the chosen default page size', async () => {
    const user = userEvent.setup();
    signIn('SUPER_ADMIN');
    const api = settingsApi();
    server.use(...api.handlers);
    renderApp('/admin/system/settings');
    const name = () => field(/^Portal Name/);
    await waitFor(() => expect(name().value).toBe('Chapter Portal'));
    await user.clear(name());
    await user.paste('   ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Portal Name is required')).toBeTruthy();
    await user.clear(name());
    await user.click(name());
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Portal Name must be at most 100 characters')).toBeTruthy();
    expect(api.state.puts).toHaveLength(0);

    await user.clear(name());
    await user.paste('  Lone Star Wholesale ');
    await user.selectOptions(screen.getByLabelText(/^Default Page Size/), '25');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.state.puts).toHaveLength(1));
    expect(api.state.puts[0]).toMatchObject({ portalName: 'Lone Star Wholesale', defaultPageSize: 25, taxRateBps: 800 });
    await waitFor(() => expect(name().value).toBe('Lone Star Wholesale'));
    // The row version guards concurrent saves; it means nothing to people and is not shown.
    expect(screen.queryByText(/version/i)).toBeNull();
  });
});
