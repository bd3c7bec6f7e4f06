import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductImage } from '@portal/contract/products';
import { aProduct } from '../../../fixtures/builders';
import { renderApp } from '../../../fixtures/msw-app';
import { calls, fail, resetCalls, server, signIn, withFakeApi } from '../../../fixtures/msw';
import { answer, withStatus } from '../../../fixtures/api-handlers';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

const image = (id: number, sortOrder: number, isActive = true): ProductImage => ({
  id,
  url: `/api/v1/images/${id}/card?v=1`,
  thumbUrl: `/api/v1/images/${id}/thumb?v=1`,
  fullUrl: `/api/v1/images/${id}/full?v=1`,
  altText: `Photo ${id}`,
  sortOrder,
  isActive,
});

const mug = aProduct({ sku: 'MUG-1', updatedAt: '2026-03-05T10:00:00.000Z', images: [image(1, 0, false), image(2, 1), image(3, 2)] });

const pagination = { page: 1, limit: 10, total: 1, pages: 1 };

function productsApi() {
  return [
    answer('GET /products', () => ({ products: [mug], pagination })),
    answer('GET /products/stats', () => ({ total: 1, active: 1, inactive: 0, withImages: 1, averagePrice: 1250, totalValue: 1250 })),
    answer('GET /products/:id', () => mug),
    answer('GET /vendors', () => ({ vendors: [], pagination })),
    answer('GET /categories', () => ({ categories: [], pagination })),
    answer('GET /tags', () => ({ tags: [], pagination })),
  ];
}

async function openManager() {
  signIn('ADMIN');
  renderApp('/admin/products');
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Manage images of Chapter Mug: 3' }));
  const dialog = await findDialog('Manage Product Images');
  return { user, dialog };
}

const order = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Product images' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-image-id'));

describe('product image manager', () => {
  it('marks the first active image Primary and inactive ones Inactive', async () => {
    server.use(...productsApi());
    const { dialog } = await openManager();
    expect(within(dialog).getByText('Chapter Mug')).toBeTruthy();
    expect(within(dialog).getByText(/3 images/)).toBeTruthy();
    const [first, second] = within(dialog).getAllByRole('listitem');
    expect(within(first!).getByText('Inactive')).toBeTruthy();
    expect(within(first!).queryByText('Primary')).toBeNull();
    expect(within(second!).getByText('Primary')).toBeTruthy();
  });

  it('shows the new order at once and puts the old one back with a message when the reorder fails', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    server.use(
      ...productsApi(),
      answer('PATCH /products/:id/images/reorder', async ({ request }) => {
        bodies.push(await request.json());
        await held;
        return fail(500);
      }),
    );
    const { user, dialog } = await openManager();
    expect(order(dialog)).toEqual(['1', '2', '3']);
    await user.click(within(dialog).getByRole('button', { name: 'Move image 3 earlier' }));
    await waitFor(() => expect(order(dialog)).toEqual(['1', '3', '2']));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ imageOrder: [{ id: 1, sortOrder: 0 }, { id: 3, sortOrder: 1 }, { id: 2, sortOrder: 2 }] });
    release();
    expect(await within(dialog).findByText('Failed to reorder images')).toBeTruthy();
    expect(order(dialog)).toEqual(['1', '2', '3']);
  });

  it('sends the dropped position as sortOrder after a drag and drop', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...productsApi(),
      answer('PATCH /products/:id/images/reorder', async ({ request }) => {
        bodies.push(await request.json());
        return { images: [image(3, 0), image(1, 1, false), image(2, 2)] };
      }),
    );
    const { dialog } = await openManager();
    const items = within(dialog).getAllByRole('listitem');
    const dataTransfer = { data: {} as Record<string, string>, setData(k: string, v: string) { this.data[k] = v; }, getData(k: string) { return this.data[k] ?? ''; }, effectAllowed: '', dropEffect: '', types: ['text/plain'] };
    fireEvent.dragStart(items[2]!, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    fireEvent.drop(items[0]!, { dataTransfer });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ imageOrder: [{ id: 3, sortOrder: 0 }, { id: 1, sortOrder: 1 }, { id: 2, sortOrder: 2 }] });
    expect(await within(dialog).findByText('Images reordered')).toBeTruthy();
  });

  it('refuses a file of the wrong type or over 10MB before sending anything', async () => {
    let uploads = 0;
    server.use(
      ...productsApi(),
      answer('POST /products/:id/images', () => {
        uploads += 1;
        return withStatus({ images: [], uploadCount: 0 }, 201);
      }),
    );
    const { user, dialog } = await openManager();
    const input = within(dialog).getByLabelText('Image files');
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    const fine = new File(['x'], 'fine.jpg', { type: 'image/jpeg' });
    await user.upload(input, [notes, big, fine]);
    expect(await within(dialog).findByText('notes.txt is not a JPEG, PNG, GIF or WebP image')).toBeTruthy();
    expect(within(dialog).getByText('huge.png is larger than 10MB')).toBeTruthy();
    // The files are checked before anything is sent: by the time the refusals show, no upload started.
    expect(uploads).toBe(0);
  });

  it('uploads several files at once as repeated images fields with the bearer token', async () => {
    const seen: { files: number; auth: string | null }[] = [];
    server.use(
      ...productsApi(),
      answer('POST /products/:id/images', async ({ request }) => {
        const form = await request.formData();
        seen.push({ files: form.getAll('images').length, auth: request.headers.get('authorization') });
        return withStatus({ images: [image(4, 3), image(5, 4)], uploadCount: 2 }, 201);
      }),
    );
    const { user, dialog } = await openManager();
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.webp', { type: 'image/webp' })];
    await user.upload(within(dialog).getByLabelText('Image files'), files);
    expect(await within(dialog).findByText('2 images uploaded', {})).toBeTruthy();
    expect(seen).toEqual([{ files: 2, auth: 'Bearer access-0' }]);
  });

  it('refreshes an expired token once and sends the upload again', async () => {
    resetCalls();
    const auths: (string | null)[] = [];
    server.use(
      ...productsApi(),
      answer('POST /products/:id/images', ({ request }) => {
        auths.push(request.headers.get('authorization'));
        return auths.length === 1 ? fail(401, 'Token expired') : withStatus({ images: [image(4, 3)], uploadCount: 1 }, 201);
      }),
    );
    const { user, dialog } = await openManager();
    await user.upload(within(dialog).getByLabelText('Image files'), new File(['a'], 'a.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByText('1 image uploaded', {})).toBeTruthy();
    expect(calls.refresh).toBe(1);
    expect(auths).toEqual(['Bearer access-0', 'Bearer access-r1']);
  });

  it('saves the alt text, a whole sort order and the active switch of an image', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...productsApi(),
      answer('PUT /products/:id/images/:imageId', async ({ request }) => {
        bodies.push(await request.json());
        return image(2, 5);
      }),
    );
    const { user, dialog } = await openManager();
    const second = within(dialog).getAllByRole('listitem')[1]!;
    await user.click(within(second).getByRole('button', { name: 'Edit' }));
    const edit = await findDialog('Edit Image');
    const alt = within(edit).getByLabelText('Alt Text');
    await user.clear(alt);
    await user.type(alt, ' Mug, side view ');
    const sort = within(edit).getByLabelText('Sort Order');
    await user.clear(sort);
    await user.type(sort, '5');
    await user.click(within(edit).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ altText: 'Mug, side view', sortOrder: 5, isActive: false }]));
    expect(await within(dialog).findByText('Image updated')).toBeTruthy();
  });

  it('asks before deleting an image and deletes it once confirmed', async () => {
    const deleted: string[] = [];
    server.use(
      ...productsApi(),
      answer('DELETE /products/:id/images/:imageId', ({ params }) => {
        deleted.push(String(params.imageId));
        return null;
      }),
    );
    const { user, dialog } = await openManager();
    const third = within(dialog).getAllByRole('listitem')[2]!;
    await user.click(within(third).getByRole('button', { name: 'Delete' }));
    const confirm = await findDialog('Delete Image');
    expect(within(confirm).getByText("Are you sure you want to delete this image?")).toBeTruthy();
    expect(deleted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['3']));
    expect(await within(dialog).findByText('Image deleted')).toBeTruthy();
  });
});
