import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { aProduct, anImage } from '../../../fixtures/builders';
import { calls, fail, resetCalls, withFakeApi } from '../../../fixtures/msw';
import { answer, withStatus } from '../../../fixtures/api-handlers';
import { openAs, productsApi, recorded } from '../../../fixtures/resource-api';
import { findDialog } from '../../../fixtures/overlays';

withFakeApi();

const mug = aProduct({ sku: 'MUG-1', updatedAt: '2026-03-05T10:00:00.000Z', images: [anImage(1, 0, false), anImage(2, 1), anImage(3, 2)] });

/** The product list with the mug, and its image manager open; `handlers` answer before the list's. */
async function openManager(...handlers: RequestHandler[]) {
  openAs('ADMIN', '/admin/products', ...handlers, answer('GET /products/:id', () => mug), productsApi({ rows: [mug] }).handlers);
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
    const reorder = recorded('PATCH /products/:id/images/reorder', async () => {
      await held;
      return fail(500);
    });
    const bodies = reorder.sent;
    const { user, dialog } = await openManager(reorder.handler);
    expect(order(dialog)).toEqual(['1', '2', '3']);
    await user.click(within(dialog).getByRole('button', { name: 'Move image 3 earlier' }));
    await waitFor(() => expect(order(dialog)).toEqual(['1', '3', '2']));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.body).toEqual({ imageOrder: [{ id: 1, sortOrder: 0 }, { id: 3, sortOrder: 1 }, { id: 2, sortOrder: 2 }] });
    release();
    expect(await within(dialog).findByText('Failed to reorder images')).toBeTruthy();
    expect(order(dialog)).toEqual(['1', '2', '3']);
  });

  it('sends the dropped position as sortOrder after a drag and drop', async () => {
    const reorder = recorded('PATCH /products/:id/images/reorder', () => ({ images: [anImage(3, 0), anImage(1, 1, false), anImage(2, 2)] }));
    const bodies = reorder.sent;
    const { dialog } = await openManager(reorder.handler);
    const items = within(dialog).getAllByRole('listitem');
    const dataTransfer = { data: {} as Record<string, string>, setData(k: string, v: string) { this.data[k] = v; }, getData(k: string) { return this.data[k] ?? ''; }, effectAllowed: '', dropEffect: '', types: ['text/plain'] };
    fireEvent.dragStart(items[2]!, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    fireEvent.drop(items[0]!, { dataTransfer });
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.body).toEqual({ imageOrder: [{ id: 3, sortOrder: 0 }, { id: 1, sortOrder: 1 }, { id: 2, sortOrder: 2 }] });
    expect(await within(dialog).findByText('Images reordered')).toBeTruthy();
  });

  it('refuses a file of the wrong type or over 10MB before sending anything', async () => {
    const upload = recorded('POST /products/:id/images', () => withStatus({ images: [], uploadCount: 0 }, 201));
    const { user, dialog } = await openManager(upload.handler);
    const input = within(dialog).getByLabelText('Image files');
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    const fine = new File(['x'], 'fine.jpg', { type: 'image/jpeg' });
    await user.upload(input, [notes, big, fine]);
    expect(await within(dialog).findByText('notes.txt is not a JPEG, PNG, GIF or WebP image')).toBeTruthy();
    expect(within(dialog).getByText('huge.png is larger than 10MB')).toBeTruthy();
    // The files are checked before anything is sent: by the time the refusals show, no upload started.
    expect(upload.sent).toHaveLength(0);
  });

  it('uploads several files at once as repeated images fields with the bearer token', async () => {
    const seen: { files: number; auth: string | null }[] = [];
    const { user, dialog } = await openManager(
      answer('POST /products/:id/images', async ({ request }) => {
        const form = await request.formData();
        seen.push({ files: form.getAll('images').length, auth: request.headers.get('authorization') });
        return withStatus({ images: [anImage(4, 3), anImage(5, 4)], uploadCount: 2 }, 201);
      }),
    );
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.webp', { type: 'image/webp' })];
    await user.upload(within(dialog).getByLabelText('Image files'), files);
    expect(await within(dialog).findByText('2 images uploaded', {})).toBeTruthy();
    expect(seen).toEqual([{ files: 2, auth: 'Bearer access-0' }]);
  });

  it('refreshes an expired token once and sends the upload again', async () => {
    resetCalls();
    const auths: (string | null)[] = [];
    const { user, dialog } = await openManager(
      answer('POST /products/:id/images', ({ request }) => {
        auths.push(request.headers.get('authorization'));
        return auths.length === 1 ? fail(401, 'Token expired') : withStatus({ images: [anImage(4, 3)], uploadCount: 1 }, 201);
      }),
    );
    await user.upload(within(dialog).getByLabelText('Image files'), new File(['a'], 'a.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByText('1 image uploaded', {})).toBeTruthy();
    expect(calls.refresh).toBe(1);
    expect(auths).toEqual(['Bearer access-0', 'Bearer access-r1']);
  });

  it('saves the alt text, a whole sort order and the active switch of an image', async () => {
    const save = recorded('PUT /products/:id/images/:imageId', () => anImage(2, 5));
    const { user, dialog } = await openManager(save.handler);
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
    await waitFor(() => expect(save.sent.map((s) => s.body)).toEqual([{ altText: 'Mug, side view', sortOrder: 5, isActive: false }]));
    expect(await within(dialog).findByText('Image updated')).toBeTruthy();
  });

  it('asks before deleting an image and deletes it once confirmed', async () => {
    const remove = recorded('DELETE /products/:id/images/:imageId', () => null);
    const deleted = () => remove.sent.map((s) => s.params.imageId);
    const { user, dialog } = await openManager(remove.handler);
    const third = within(dialog).getAllByRole('listitem')[2]!;
    await user.click(within(third).getByRole('button', { name: 'Delete' }));
    const confirm = await findDialog('Delete Image');
    expect(within(confirm).getByText("Are you sure you want to delete this image?")).toBeTruthy();
    expect(deleted()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    // The line shows for 2 s once the server answered: looked for first, so a busy machine's slow
    // polling cannot miss it; the request was recorded before the answer.
    expect(await within(dialog).findByText('Image deleted')).toBeTruthy();
    expect(deleted()).toEqual(['3']);
  });
});
