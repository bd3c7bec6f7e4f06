import { offlineNeedsHttps } from '../../lib/secure-context';
import { useI18n } from '../../lib/i18n/i18n';
import { AlertIcon } from '../../ui/icons';

/** On the sign-in page opened over plain HTTP: offline use will not work on this device. */
export function NeedsHttpsNotice() {
  const { t } = useI18n();
  if (!offlineNeedsHttps()) return null;
  return (
    <div className="signin-alert warning" role="status" data-testid="needs-https">
      <AlertIcon />
      <div className="signin-alert-content">
        <div className="signin-alert-title">{t('offline.needsHttps.title')}</div>
        <div>{t('offline.needsHttps.body')}</div>
      </div>
    </div>
  );
}
