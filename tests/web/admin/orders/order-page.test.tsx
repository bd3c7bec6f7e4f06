import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import type { OrderTimeline } from '@portal/contract/order-timeline';
import type { OrderItemView, PaymentView } from '@portal/contract/orders';
import { formatDate } from '@portal/web/lib/i18n/format.ts';
import { anOrder } from '../../../fixtures/builders';
import { renderApp, signInInSpanish, withFakeApi } from '../../../fixtures/msw-app';
import { server, signIn } from '../../../fixtures/msw';
import { answer, withStatus } from '../../../fixtures/api-handlers';
import { chooseRowAction, findDialog } from '../../../fixtures/overlays';
import { openAs, ordersApi } from '../../../fixtures/resource-api';

withFakeApi();

const line = (id: number, vendorId: number, name: string, sku: string | null, quantity: number, unitPrice: number, packSize = 1): OrderItemView => ({
  id,
  productId: 100 + id,
  product: { name, sku },
  packSize,
  quantity,
  unitPrice,
  totalPrice: quantity * unitPrice,
  vendorId,
});
const payment = (id: number, vendorId: number, vendorName: string, amount: number, status: PaymentView['status'] = 'PENDING'): PaymentView => ({
  id,
  vendorId,
  vendorName,
  amount,
  fee: 0,
  method: 'ACH',
  status,
  retryCount: status === 'FAILED' ? 1 : 0,
  isScheduled: false,
  paidAt: null,
  createdAt: '2026-11-20T15:00:00.000Z',
});

const order = anOrder({
  id: 12,
  orderNumber: 'CP-1012',
  status: 'PROCESSING',
  paymentMethod: 'ACH',
  subtotal: 9_450,
  tax: 756,
  processingFee: 189,
  total: 10_395,
  poNumber: 'PO-7781',
  notes: 'Deliver to the side door',
  placedAt: '2026-11-20T15:00:00.000Z',
  receivedAt: '2026-11-20T15:00:02.000Z',
  chapter: { id: 3, name: 'Austin Chapter', address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '73301' },
  items: [line(1, 40, 'Blue Mug', 'MUG-B', 12, 450, 6), line(2, 41, 'Tote Bag', null, 2, 1_200), line(3, 40, 'Red Mug', 'MUG-R', 6, 450, 6)],
  payments: [payment(1, 40, 'Acme Supply', 8_500), payment(2, 41, 'Bags & Co', 1_895, 'FAILED')],
});

const actor = (id: number, name: string) => ({ id, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` });
const timeline = (extra: OrderTimeline['entries'] = []): OrderTimeline => ({
  orderId: 12,
  entries: [
    ...extra,
    { kind: 'status_changed', id: 'audit-9', at: '2026-11-21T09:30:00.000Z', actor: actor(2, 'Ada Admin'), from: 'PENDING', to: 'PROCESSING' },
    { kind: 'comment', id: 'comment-4', at: '2026-11-20T16:00:00.000Z', actor: actor(2, 'Ada Admin'), text: 'Called the buyer' },
    { kind: 'placed', id: 'placed', at: '2026-11-20T15:00:00.000Z', receivedAt: '2026-11-20T15:00:02.000Z', actor: actor(7, 'Ada Lovelace') },
  ],
});

const pageHandlers = (entries = timeline()) => [
  answer('GET /orders/:id', () => order),
  answer('GET /orders/:id/timeline', () => entries),
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the back-office order page', () => {
  it('opens from the order number in the orders list, names the order in the breadcrumbs and goes back to the list as it was left', async () => {
    const { user, router } = openAs('ADMIN', '/admin/orders?status=PROCESSING', pageHandlers(), ordersApi({ rows: [order] }).handlers);
    await user.click(await screen.findByRole('link', { name: 'CP-1012' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders/12'));
    expect(await screen.findByRole('heading', { name: 'Order CP-1012' })).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByText('CP-1012')).toBeTruthy());
    await user.click(screen.getByRole('link', { name: '← Back to orders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(router.state.location.search).toMatchObject({ status: 'PROCESSING' });
  });

  it('opens from the order number in the quick view of View Details', async () => {
    const { user, router } = openAs('ADMIN', '/admin/orders', pageHandlers(), ordersApi({ rows: [order] }).handlers);
    await chooseRowAction(user, 'CP-1012', 'View Details');
    const dialog = await findDialog('Order Details');
    await user.click(within(dialog).getByRole('link', { name: 'Open the page of order CP-1012' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders/12'));
    expect(await screen.findByRole('heading', { name: 'Order CP-1012' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Order Details' })).toBeNull();
  });

  it('shows the lines grouped by vendor with subtotals, who ordered for which event, where it ships, the PO number and notes', async () => {
    signIn('ADMIN');
    server.use(...pageHandlers());
    renderApp('/admin/orders/12');
    expect(await screen.findByRole('heading', { name: 'Order CP-1012' })).toBeTruthy();
    expect(screen.getByText(`Placed by Ada Lovelace on ${format(new Date(order.placedAt), 'MMM d, yyyy h:mm a')}`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lines from 2 vendors' })).toBeTruthy();
    const acme = screen.getByRole('table', { name: 'Lines from Acme Supply' });
    const rows = within(acme).getAllByRole('row').map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(rows.filter((r) => r.length)).toEqual([
      ['Blue Mug', 'MUG-B', '6', '12', '$4.50', '$54.00'],
      ['Red Mug', 'MUG-R', '6', '6', '$4.50', '$27.00'],
      ['Vendor subtotal', '$81.00'],
    ]);
    // The line's total and the vendor's subtotal.
    expect(within(screen.getByRole('table', { name: 'Lines from Bags & Co' })).getAllByText('$24.00', { selector: 'td' })).toHaveLength(2);
    const details = screen.getByRole('region', { name: 'Order details' });
    for (const text of ['Austin Chapter', 'Spring Expo', 'Ada Lovelace', 'ada@example.com', 'PO-7781', 'Deliver to the side door']) expect(within(details).getByText(text)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ship to' }).querySelector('address')?.textContent).toBe('Austin Chapter\n1 Main St\nAustin, TX 73301');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('$103.95')).toBeTruthy();
    // A failed payment shows where an admin works on it.
    expect(within(screen.getByRole('list', { name: 'Payments by vendor' })).getByText('FAILED')).toBeTruthy();
  });

  it('offers the moves the order allows, and a change reloads the order and its timeline', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    let shipped = false;
    const sent: unknown[] = [];
    server.use(
      answer('GET /orders/:id', () => (shipped ? { ...order, status: 'SHIPPED' as const } : order)),
      answer('GET /orders/:id/timeline', () =>
        timeline(shipped ? [{ kind: 'status_changed', id: 'audit-10', at: '2026-11-22T10:00:00.000Z', actor: actor(2, 'Ada Admin'), from: 'PROCESSING', to: 'SHIPPED' }] : []),
      ),
      answer('PUT /orders/:id', async ({ request }) => {
        sent.push(await request.json());
        shipped = true;
        return { ...order, status: 'SHIPPED' as const };
      }),
    );
    renderApp('/admin/orders/12');
    expect(await screen.findByRole('button', { name: 'Cancel Order' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Status' }));
    const dialog = await findDialog('Edit Order Status');
    const picker = within(dialog).getByLabelText('Status') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual(['Processing', 'Shipped', 'Cancelled']);
    await user.selectOptions(picker, 'SHIPPED');
    await user.click(within(dialog).getByRole('button', { name: 'Update Order' }));
    expect(await screen.findByText('Ada Admin changed the status from Processing to Shipped')).toBeTruthy();
    expect(sent).toEqual([{ status: 'SHIPPED', paymentMethod: 'ACH' }]);
    // Shipped: it can only be delivered, and is no longer cancellable.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull());
  });

  it('shows the timeline with who and when, newest first', async () => {
    signIn('ADMIN');
    server.use(...pageHandlers());
    renderApp('/admin/orders/12');
    const list = await screen.findByRole('list', { name: 'Timeline' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      `Status${format(new Date('2026-11-21T09:30:00.000Z'), 'MMM d, yyyy h:mm a')}Ada Admin changed the status from Pending to Processing`,
      `Comment${format(new Date('2026-11-20T16:00:00.000Z'), 'MMM d, yyyy h:mm a')}Ada AdminCalled the buyer`,
      `Placed${format(new Date('2026-11-20T15:00:00.000Z'), 'MMM d, yyyy h:mm a')}Ada Lovelace placed the order`,
    ]);
  });

  it('adds an internal comment and shows it in the timeline', async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    let comments: OrderTimeline['entries'] = [];
    const sent: unknown[] = [];
    server.use(
      answer('GET /orders/:id', () => order),
      answer('GET /orders/:id/timeline', () => timeline(comments)),
      answer('POST /orders/:id/comments', async ({ request }) => {
        const body = (await request.json()) as { text: string };
        sent.push(body);
        const entry = { kind: 'comment' as const, id: 'comment-5', at: '2026-11-22T11:00:00.000Z', actor: actor(2, 'Ada Admin'), text: body.text.trim() };
        comments = [entry];
        return withStatus(entry, 201);
      }),
    );
    renderApp('/admin/orders/12');
    const box = await screen.findByRole('textbox', { name: 'Internal comment' });
    const add = screen.getByRole('button', { name: 'Add comment' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Seen by admins only, never by the buyer.')).toBeTruthy();
    await user.type(box, 'Buyer asked for Friday');
    await user.click(add);
    expect(await screen.findByText('Buyer asked for Friday', { selector: 'p' })).toBeTruthy();
    expect(sent).toEqual([{ text: 'Buyer asked for Friday' }]);
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it("prints one vendor's packing slip: its lines with SKU, name, pack and quantity, the ship-to address and PO number, no prices and no buttons", async () => {
    const user = userEvent.setup();
    signIn('ADMIN');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    server.use(...pageHandlers());
    renderApp('/admin/orders/12');
    await user.click(await screen.findByRole('button', { name: 'Print packing slip for Acme Supply' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const slip = screen.getByRole('article', { name: 'Packing slip for Acme Supply' });
    // Straight under <body>, so the print stylesheet can leave the rest of the page off the paper.
    expect(slip.closest('.packing-slip-root')?.parentElement).toBe(document.body);
    const rows = within(slip).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['SKU', 'Product', 'Pack', 'Qty', 'Packed'],
      ['MUG-B', 'Blue Mug', '6', '12', '☐'],
      ['MUG-R', 'Red Mug', '6', '6', '☐'],
    ]);
    expect(slip.textContent).toContain('CP-1012');
    expect(slip.textContent).toContain('PO-7781');
    expect(slip.textContent).toContain('Austin Chapter\n1 Main St\nAustin, TX 73301');
    expect(slip.textContent).toContain('Deliver to the side door');
    expect(slip.textContent).not.toContain('Tote Bag');
    expect(slip.textContent).not.toContain('$');
    expect(within(slip).queryAllByRole('button')).toEqual([]);
    // Printing over, the slip leaves the page.
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Packing slip for Acme Supply' })).toBeNull());
  });

  it('speaks Spanish: the timeline, the statuses and the dates in the chosen language', async () => {
    await signInInSpanish('ADMIN');
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    server.use(...pageHandlers());
    renderApp('/admin/orders/12');
    expect(await screen.findByRole('heading', { name: 'Pedido CP-1012' })).toBeTruthy();
    expect(screen.getByText('Ada Admin cambió el estado de Pendiente a En proceso')).toBeTruthy();
    expect(screen.getByText(formatDate('2026-11-21T09:30:00.000Z', 'dateTime'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Líneas de 2 proveedores' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir lista de empaque de Bags & Co' }));
    const slip = await screen.findByRole('article', { name: 'Lista de empaque de Bags & Co' });
    expect(within(slip).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['SKU', 'Producto', 'Paquete', 'Cant.', 'Empacado']);
  });

  it('says so when the order cannot be read, with Retry', async () => {
    signIn('ADMIN');
    const notFound = () => new Response(JSON.stringify({ success: false, message: 'Order not found', code: 'NOT_FOUND' }), { status: 404, headers: { 'content-type': 'application/json' } });
    server.use(answer('GET /orders/:id', notFound), answer('GET /orders/:id/timeline', notFound));
    renderApp('/admin/orders/404');
    expect(await screen.findByText('Order not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
