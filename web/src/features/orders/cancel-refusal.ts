import { ApiError } from '../../lib/api/api-error';
import { errorText } from '../../lib/i18n/errors';
import { t } from '../../lib/i18n/i18n';

/**
 * Why the server would not cancel, in the active language. An order already cancelled, or one an
 * admin may not cancel in its status (the refusal's data carries it), is worded by errorText() as
 * everywhere; a shopper's refusal carries no status and gets the spec's words.
 */
export function cancelRefusalText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'NOT_CANCELLABLE' && error.data == null) return t('shop.errors.NOT_CANCELLABLE');
  return errorText(error, 'shop.errors.cancelFailed');
}
