/** Picture changes read in the history by the pictures' file names, in English and Spanish. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AuditChange, AuditRecord } from '@portal/contract/audit';
import { renderApp, withFakeApi } from '../../../fixtures/msw-app';
import { server, signIn } from '../../../fixtures/msw';
import { answer } from '../../../fixtures/api-handlers';
import { setLanguage } from '@portal/web/lib/i18n/i18n.ts';

withFakeApi();

const actor = { id: 5, name: 'Ada Admin', email: 'ada@portal.test' };
const record = (id: number, action: string, changes: AuditChange[], details = {}): AuditRecord => ({ id, action, entity: 'product', entityId: '11', actor, changes, details, ip: null, createdAt: '2026-03-05T10:00:00.000Z' });
const records = [
  record(4, 'product.image_delete', [], { picture: 'old-box.png' }),
  record(3, 'product.image_update', [{ field: 'altText', from: null, to: 'The label' }], { picture: 'label.png' }),
  record(2, 'product.image_reorder', [{ field: 'pictureOrder', from: 'mug-front.png, mug-side.png', to: 'mug-side.png, mug-front.png' }]),
  record(1, 'product.image_upload', [], { pictures: 'mug-front.png, mug-side.png', files: { 31: 'mug-front.png', 32: 'mug-side.png' } }),
];

async function openLog() {
  signIn('SUPER_ADMIN');
  server.use(answer('GET /audit', () => ({ records, pagination: { page: 1, limit: 10, total: records.length, pages: 1 } })));
  renderApp('/admin/system/audit');
  return screen.findByRole('table', { name: /Audit records|Registros de auditoría/ });
}

describe('picture changes in the history', () => {
  it('names uploads, reorders, edits and deletions by file name', async () => {
    const table = await openLog();
    await within(table).findByText('Pictures uploaded');
    expect(within(table).getByText('Pictures: mug-front.png, mug-side.png')).toBeTruthy();
    expect(within(table).getByText('Pictures reordered')).toBeTruthy();
    expect(within(table).getByText('Picture order: mug-front.png, mug-side.png → mug-side.png, mug-front.png')).toBeTruthy();
    expect(within(table).getByText('Picture edited')).toBeTruthy();
    expect(within(table).getByText('Alt text: (empty) → The label')).toBeTruthy();
    expect(within(table).getByText('Picture: label.png')).toBeTruthy();
    expect(within(table).getByText('Picture deleted')).toBeTruthy();
    expect(within(table).getByText('Picture: old-box.png')).toBeTruthy();
  });

  it('says the same in Spanish', async () => {
    await setLanguage('es');
    const table = await openLog();
    await within(table).findByText('Imágenes subidas');
    expect(within(table).getByText('Imágenes: mug-front.png, mug-side.png')).toBeTruthy();
    expect(within(table).getByText('Imágenes reordenadas')).toBeTruthy();
    expect(within(table).getByText('Imagen eliminada')).toBeTruthy();
    expect(within(table).getByText('Imagen: old-box.png')).toBeTruthy();
  });
});
