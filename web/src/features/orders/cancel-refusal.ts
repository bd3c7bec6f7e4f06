import { ApiError } from '../../lib/api/api-error';
import { errorText } from '../../lib/i18n/errors';
import { t } from '../../lib/i18n/i18n';
import { orderStatusLabel } from '../../lib/i18n/labels';

/**
 * Why the server would not cancel, in the active language: an order already cancelled, or one that
 * has left PENDING (a shopper is told to get in touch; an admin is told the status, which the
 * refusal's data carries).
 */
export function cancelRefusalText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'ALREADY_CANCELLED') return t('shop.errors.ALREADY_CANCELLED');
  if (error instanceof ApiError && error.code === 'NOT_CANCELLABLE') {
    const status = (error.data as { status?: unknown } | null)?.status;
    return typeof status === 'string' ? t('shop.errors.NOT_CANCELLABLE_STATUS', { status: orderStatusLabel(status) }) : t('shop.errors.NOT_CANCELLABLE');
  }
  return errorText(error, 'shop.errors.cancelFailed');
}
