import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { signIn, withFakeApi } from '../../../fixtures/msw';
import { readCart } from '../../../../web/src/lib/cart/cart-queries';
import { addToCart, setCartEvent, setQuantity } from '../../../../web/src/lib/cart/cart-store';
import { db } from '../../../../web/src/lib/db/database';
import { deviceHolding, product, syncedEvent, vendor } from '../../offline/fixtures';

withFakeApi();

const event = (id: number, name: string, startOffset: number) => syncedEvent(id, name, startOffset);

beforeEach(async () => {
  signIn('CHAPTER', { id: 7 });
  await deviceHolding(
    {
      vendors: [vendor(1, 'Acme')],
      products: [product(1, { name: 'Tea', price: 1000 }), product(2, { name: 'Cups', price: 500 })],
      events: [event(1, 'Spring Fair', -1), event(2, 'Autumn Fair', 30)],
    },
    2,
  );
  await addToCart(1, 2);
  await addToCart(2);
});

const quantities = async () => Object.fromEntries((await readCart()).lines.map((l) => [l.productId, l.quantity]));
const drafts = () => within(screen.getByTestId('cart-drafts'));
/**
 * Waits for something in the saved carts, looking the section up again on each try: the cart
 * screen swaps its empty and full layouts, each with its own section.
 */
const inDrafts = <T,>(find: (section: ReturnType<typeof drafts>) => T) => waitFor(() => find(drafts()));

async function saveAs(name: string) {
  await userEvent.type(await screen.findByLabelText('Draft name'), name);
  await userEvent.click(drafts().getByRole('button', { name: 'Save as draft' }));
  await waitFor(() => expect(drafts().getAllByTestId('cart-draft').some((d) => d.textContent?.includes(name))).toBe(true));
}

describe('cart drafts', () => {
  it('saves the cart as a named draft for the chosen event and reopens it into an empty cart', async () => {
    renderApp('/cart');
    expect(await screen.findByText(/No saved carts yet/)).toBeTruthy();
    // The running event is the one chosen.
    await waitFor(() => expect((drafts().getByLabelText('Event') as HTMLSelectElement).value).toBe('1'));
    await userEvent.selectOptions(drafts().getByLabelText('Event'), '2');
    await waitFor(async () => expect((await readCart()).eventId).toBe(2));
    await saveAs('Booth A');
    const row = drafts().getByTestId('cart-draft');
    expect(row.textContent).toContain('Autumn Fair');
    expect(row.textContent).toContain('3 items');
    expect((await db.cartDrafts.toArray())[0]).toMatchObject({ userId: 7, name: 'Booth A', eventId: 2, lines: [{ productId: 1, quantity: 2 }, { productId: 2, quantity: 1 }] });

    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await waitFor(async () => expect((await readCart()).lines).toHaveLength(0));
    await setCartEvent(1);
    await userEvent.click(await inDrafts((d) => d.getByRole('button', { name: 'Open' })));
    await waitFor(async () => expect(await quantities()).toEqual({ 1: 2, 2: 1 }));
    expect((await readCart()).eventId).toBe(2);
    await waitFor(() => expect(screen.getAllByTestId('cart-row')).toHaveLength(2));
    // The draft stays for another time (the full cart's list reads it again from the device).
    expect(await inDrafts((d) => d.getAllByTestId('cart-draft'))).toHaveLength(1);
    expect(screen.queryByText(/No saved carts yet/)).toBeNull();
  });

  it('asks before adding a draft to the cart or putting it in the cart\'s place', async () => {
    renderApp('/cart');
    await saveAs('Booth A');
    await setQuantity(1, 5);

    await userEvent.click(drafts().getByRole('button', { name: 'Add to cart' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Add “Booth A” to the cart?')).toBeTruthy();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Keep it' })[0]!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await quantities()).toEqual({ 1: 5, 2: 1 });

    await userEvent.click(drafts().getByRole('button', { name: 'Add to cart' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(async () => expect(await quantities()).toEqual({ 1: 7, 2: 2 }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(drafts().getByRole('button', { name: 'Replace cart' }));
    dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Replace the cart with “Booth A”?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace cart' }));
    await waitFor(async () => expect(await quantities()).toEqual({ 1: 2, 2: 1 }));
  });

  it('saving again under the same name updates the draft; deleting asks first; each person sees their own', async () => {
    const first = renderApp('/cart');
    await saveAs('Booth A');
    await setQuantity(2, 4);
    await userEvent.type(screen.getByLabelText('Draft name'), 'booth a');
    await userEvent.click(drafts().getByRole('button', { name: 'Save as draft' }));
    await waitFor(async () => expect((await db.cartDrafts.toArray()).map((d) => d.lines[1]?.quantity)).toEqual([4]));
    expect(drafts().getAllByTestId('cart-draft')).toHaveLength(1);

    await userEvent.click(await inDrafts((d) => d.getByRole('button', { name: 'Delete draft booth a' })));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(drafts().queryAllByTestId('cart-draft')).toHaveLength(0));
    await saveAs('Mine');
    first.unmount();

    signIn('USER', { id: 8, email: 'bob@example.com' });
    renderApp('/cart');
    expect(await screen.findByText(/No saved carts yet/)).toBeTruthy();
  });
});
