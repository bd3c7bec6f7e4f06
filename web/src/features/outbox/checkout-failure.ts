/**
 * Why placing an order failed, in the chosen language (decision 040): a cart that cannot become
 * an order yet by its code and figures, a full device by the quota, anything else the device's
 * database refused as the order not saved. Never the error's own English.
 */
import { isQuotaError } from '../../lib/db/storage-errors';
import type { MessageKey } from '../../lib/i18n/catalogue';
import { t } from '../../lib/i18n/i18n';
import { CheckoutError, type CheckoutRefusal } from './place-order';

const REFUSAL_KEYS: Record<CheckoutRefusal, MessageKey> = {
  CART_EMPTY: 'shop.cartEmpty',
  TOO_MANY_LINES: 'shop.tooManyLines',
  PAYMENT_REQUIRED: 'shop.paymentRequired',
  EVENT_REQUIRED: 'shop.eventRequired',
};

export function checkoutFailureText(error: unknown): string {
  if (error instanceof CheckoutError) return t(REFUSAL_KEYS[error.code], error.figures);
  if (isQuotaError(error)) return t('shop.checkoutStorageFull');
  return t('shop.checkoutSaveFailed');
}
