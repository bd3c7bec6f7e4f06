/**
 * The two outlines index.html paints before any script (the sign-in card, the signed-in frame)
 * and their React twins, which stand in for them while the app loads: the same markup, so nothing
 * moves when React takes over; and where each shows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BootShell } from '@portal/web/app/boot-shell.tsx';
import { Pending } from '@portal/web/app/pending.tsx';
import { startSession } from '@portal/web/lib/session/store.ts';
import { AppOutline, InFrame } from '@portal/web/ui/layout/app-outline.tsx';
import { authFor, makeUser } from '../../fixtures/msw';

const page = new DOMParser().parseFromString(readFileSync(join(import.meta.dirname, '../../../web/index.html'), 'utf8'), 'text/html');

/** The element's markup without what differs on purpose: the page's choice between its two outlines, and the words read out (English in the page, the chosen language in the app). */
function shape(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.removeAttribute('data-boot-for');
  copy.removeAttribute('aria-label');
  return copy.outerHTML.replace(/>\s+</g, '><').trim();
}

function rendered(node: ReactElement): Element {
  const { container, unmount } = render(node);
  const element = container.firstElementChild!.cloneNode(true) as Element;
  unmount();
  return element;
}

describe("index.html's first paint and its React twins", () => {
  it('draws the sign-in card as BootShell does and the signed-in frame as AppOutline does', () => {
    const visitor = page.querySelector('[data-boot-for=visitor]');
    const app = page.querySelector('[data-boot-for=app]');
    expect(visitor).not.toBeNull();
    expect(app).not.toBeNull();
    expect(shape(rendered(<BootShell />))).toBe(shape(visitor!));
    expect(shape(rendered(<AppOutline />))).toBe(shape(app!));
  });

  it('keeps the outline of the frame for a signed-in start, and a spinner for a screen loading inside the frame or for a visitor', async () => {
    const { unmount } = render(<Pending />);
    expect(screen.getByRole('status').classList.contains('pending')).toBe(true);
    unmount();

    await startSession(authFor(makeUser('CHAPTER')));
    const outside = render(<Pending />);
    expect(screen.getByRole('status').classList.contains('boot-app')).toBe(true);
    outside.unmount();

    render(
      <InFrame.Provider value>
        <Pending />
      </InFrame.Provider>,
    );
    expect(screen.getByRole('status').classList.contains('pending')).toBe(true);
  });

  it("words the sign-in card's outline as the sign-in page does, in each language", async () => {
    const card = page.querySelector('[data-boot-for=visitor] .boot-words')!;
    for (const language of ['en', 'es'] as const) {
      const { default: texts } = (await import(`../../../web/src/lib/i18n/locales/${language}/auth.ts`)) as { default: Record<string, string> };
      expect(card.querySelector(`.boot-title [lang=${language}]`)?.textContent).toBe(texts['auth.welcome']);
      expect(card.querySelector(`.boot-subtitle [lang=${language}]`)?.textContent).toBe(texts['auth.signInSubtitle']);
    }
  });
});
