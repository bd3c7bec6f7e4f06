import { textByStatus } from '../kit/format';
import { t } from '../../../lib/i18n/i18n';

/** Spec 8: save errors by status, the delete 409 text, else the server's message. */
export const eventSaveError = (error: unknown): string =>
  textByStatus(error, { 401: t('admin.access.authFailed'), 403: t('admin.access.insufficient'), 409: t('admin.events.errors.eventConflict') }, t('admin.events.saveFailed'));

export const eventDeleteError = (error: unknown): string => textByStatus(error, { 409: t('admin.events.errors.eventHasOrders') }, t('admin.events.deleteFailed'));
