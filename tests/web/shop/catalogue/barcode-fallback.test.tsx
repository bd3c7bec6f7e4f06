/**
 * Barcode reading picks the browser's BarcodeDetector when present and the ZXing library (loaded
 * on demand, mocked here) when not; a scanned code lands in the quick-order box either way.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../fixtures/msw-app';
import { signIn, withFakeApi } from '../../../fixtures/msw';
import { applyPage } from '../../../../web/src/features/catalogue/offline/sync-apply';
import { readerKind, startReading } from '../../../../web/src/features/catalogue/barcode-readers';
import { freshDatabase, page, product, vendor } from '../../offline/fixtures';
import { setLanguage } from '../../../../web/src/lib/i18n/i18n';

type Callback = (result: { getText(): string } | undefined, error: unknown, controls: { stop(): void }) => void;
const zxing = vi.hoisted(() => ({ created: 0, callback: null as Callback | null, stop: vi.fn(), constraints: null as unknown }));
// The library is the web package's dependency: mock it where the web code finds it.
const zxingPath = vi.hoisted(async () => {
  const { createRequire } = await import('node:module');
  const { resolve } = await import('node:path');
  return createRequire(resolve(process.cwd(), 'web/package.json')).resolve('@zxing/browser');
});
vi.mock(await zxingPath, () => ({
  BrowserMultiFormatReader: class {
    constructor() {
      zxing.created++;
    }
    async decodeFromConstraints(constraints: unknown, _video: unknown, callback: Callback) {
      zxing.constraints = constraints;
      zxing.callback = callback;
      return { stop: zxing.stop };
    }
  },
}));

withFakeApi();
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

const camera = () => {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }) as unknown as MediaStream);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return { getUserMedia, track };
};

beforeEach(() => {
  zxing.created = 0;
  zxing.callback = null;
  zxing.stop.mockClear();
});

describe('barcode reader choice', () => {
  it('has no reader without camera access', () => {
    expect(readerKind()).toBeNull();
  });

  it('uses the browser detector when present and never loads the library', async () => {
    const { getUserMedia, track } = camera();
    const detect = vi.fn(async () => [{ rawValue: '4006381333931' }]);
    vi.stubGlobal('BarcodeDetector', class { detect = detect; });
    expect(readerKind()).toBe('native');
    const video = document.createElement('video');
    video.play = vi.fn(async () => undefined);
    const codes: string[] = [];
    const stop = await startReading('native', video, (c) => codes.push(c));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' } });
    await waitFor(() => expect(codes).toEqual(['4006381333931']));
    stop();
    expect(track.stop).toHaveBeenCalled();
    expect(zxing.created).toBe(0);
  });

  it('falls back to the library when BarcodeDetector is absent, reporting each code once per pause', async () => {
    camera();
    expect('BarcodeDetector' in globalThis).toBe(false);
    expect(readerKind()).toBe('library');
    const codes: string[] = [];
    const stop = await startReading('library', document.createElement('video'), (c) => codes.push(c));
    expect(zxing.created).toBe(1);
    expect(zxing.constraints).toEqual({ video: { facingMode: 'environment' } });
    const controls = { stop: zxing.stop };
    zxing.callback!({ getText: () => 'TEA-1' }, undefined, controls);
    zxing.callback!({ getText: () => 'TEA-1' }, undefined, controls);
    zxing.callback!(undefined, new Error('NotFoundException'), controls);
    zxing.callback!({ getText: () => 'CUP-9' }, undefined, controls);
    expect(codes).toEqual(['TEA-1', 'CUP-9']);
    stop();
    expect(zxing.stop).toHaveBeenCalledTimes(1);
  });
});

describe('quick order scanning without BarcodeDetector', () => {
  beforeEach(async () => {
    await freshDatabase();
    signIn('CHAPTER');
    await applyPage(page({ changes: { vendors: [vendor(1, 'Acme')], products: [product(1, { sku: 'TEA-1' })] }, cursor: 1 }), new Date());
  });

  it('scans with the library and adds the code to the list', async () => {
    camera();
    renderApp('/quick-order');
    await userEvent.click(await screen.findByRole('button', { name: 'Scan barcodes' }));
    await waitFor(() => expect(zxing.callback).not.toBeNull());
    zxing.callback!({ getText: () => 'TEA-1' }, undefined, { stop: zxing.stop });
    await waitFor(() => expect((screen.getByLabelText('SKUs and quantities') as HTMLTextAreaElement).value).toBe('TEA-1\t1'));
    await userEvent.click(screen.getByRole('button', { name: 'Stop scanning' }));
    expect(zxing.stop).toHaveBeenCalled();
  });

  it('says in the chosen language that there is no camera or no permission, and steps aside', async () => {
    const cases = [
      ['NotFoundError', 'en', 'No camera was found on this device: type or paste the SKUs.', 'Scan barcodes'],
      ['NotAllowedError', 'es', 'No se puede usar la cámara (permiso denegado): permítalo en la configuración del navegador, o escriba o pegue los SKU.', 'Escanear códigos'],
    ] as const;
    vi.stubGlobal('BarcodeDetector', class { detect = vi.fn(async () => []); });
    try {
      for (const [name, language, words, scan] of cases) {
        await setLanguage(language);
        const getUserMedia = vi.fn(async () => {
          throw new DOMException('Requested device not found', name);
        });
        Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
        const view = renderApp('/quick-order');
        await userEvent.click(await screen.findByRole('button', { name: scan }));
        expect((await screen.findByTestId('scan-problem')).textContent).toBe(words);
        expect(screen.queryByText('Requested device not found')).toBeNull();
        // No empty camera area, and the button offers to scan again rather than to stop.
        expect(document.querySelector('video')).toBeNull();
        expect(screen.getByRole('button', { name: scan })).toBeTruthy();
        view.unmount();
      }
    } finally {
      await setLanguage('en');
    }
  });
});
