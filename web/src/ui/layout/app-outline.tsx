import { createContext } from 'react';
import { t } from '../../lib/i18n/i18n';

const MENU_LINES = 4;
const CARDS = 4;

/**
 * The outline of the signed-in frame (top bar, side menu, a page title over a grid of cards), as
 * React renders it: the markup index.html paints first when a session is on the device, styled by
 * index.html. Shown while a signed-in start is still loading the frame (app/pending.tsx,
 * routes/_app.tsx), so the page keeps the shape it will have instead of passing through a
 * full-page spinner. tests/web/app/boot-outlines.test.tsx holds it to index.html's markup.
 */
export function AppOutline() {
  return (
    <div className="boot-app" role="status" aria-label={t('common.loading')}>
      <div className="boot-app-bar">Chapter Portal</div>
      <div className="boot-app-body" aria-hidden="true">
        <div className="boot-app-menu">
          {Array.from({ length: MENU_LINES }, (_, i) => (
            <div key={i} className="boot-line menu" />
          ))}
        </div>
        <div className="boot-app-main">
          <div className="boot-line crumb" />
          <div className="boot-line title" />
          <div className="boot-field" />
          <div className="boot-app-grid">
            {Array.from({ length: CARDS }, (_, i) => (
              <div key={i} className="boot-app-card" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

/** True inside the signed-in frame (AppShell provides it): a screen loading there is not the whole frame. */
export const InFrame = createContext(false);
