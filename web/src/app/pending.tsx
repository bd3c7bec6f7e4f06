import { t } from '../lib/i18n/i18n';

/**
 * A screen still loading (the router shows it after a moment): plain markup, because the UI kit
 * may be what is loading. Its styles are in index.html, so they are there before any script.
 */
export function Pending() {
  return (
    <div className="pending" role="status" aria-live="polite">
      <span className="pending-spinner" aria-hidden="true" />
      <p>{t('common.loading')}</p>
    </div>
  );
}
