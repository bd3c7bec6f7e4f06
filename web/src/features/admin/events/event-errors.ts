import { ApiError } from '../../../lib/api/api-error';
import { messageOf } from '../kit/format';
import { t } from '../../../lib/i18n/i18n';

/** Spec 8: save errors by status, the delete 409 text, else the server's message. */
export function eventSaveError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('admin.access.authFailed');
    if (error.status === 403) return t('admin.access.insufficient');
    if (error.status === 409) return t('admin.events.errors.eventConflict');
  }
  return messageOf(error, t('admin.events.saveFailed'));
}

export function eventDeleteError(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return t('admin.events.errors.eventHasOrders');
  return messageOf(error, t('admin.events.deleteFailed'));
}
