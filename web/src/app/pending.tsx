import { t } from '../lib/i18n/i18n';
import { getSession } from '../lib/session/store';
import { AppOutline, InFrame } from '../ui/layout/app-outline';
import { useContext } from 'react';

/**
 * A screen still loading (the router shows it after a moment): plain markup, because the UI kit
 * may be what is loading. Its styles are in index.html, so they are there before any script.
 * A signed-in start, before the frame shows, keeps the frame's outline that index.html painted
 * rather than passing through a full-page spinner.
 */
export function Pending() {
  const inFrame = useContext(InFrame);
  if (getSession().signedIn && !inFrame) return <AppOutline />;
  return (
    <div className="pending" role="status" aria-live="polite">
      <span className="pending-spinner" aria-hidden="true" />
      <p>{t('common.loading')}</p>
    </div>
  );
}
