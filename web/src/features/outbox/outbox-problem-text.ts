/**
 * An outbox record's problem and an order refusal's reasons in the chosen language, by code and
 * figures. A reason without the figures its words need (from an older server) and the English
 * text of a record kept before problems had codes are shown as they are.
 */
import type { OrderRefusalReason } from '@portal/contract/orders';
import type { OutboxProblem, OutboxRecord } from '../../lib/db/rows';
import type { MessageKey } from '../../lib/i18n/catalogue';
import { codeText, isRuleCode, ruleText } from '../../lib/i18n/errors';
import { formatMoney } from '../../lib/i18n/format';
import { t } from '../../lib/i18n/i18n';

/** The device's own outcomes, and server refusals a queued order meets that the shop words its own way. */
const PROBLEM_KEYS: Record<string, MessageKey> = {
  NETWORK: 'shop.outbox.problem.NETWORK',
  OUTBOX_TIMEOUT: 'shop.outbox.problem.OUTBOX_TIMEOUT',
  OUTBOX_NO_ANSWER: 'shop.outbox.problem.OUTBOX_NO_ANSWER',
  OUTBOX_BUSY: 'shop.outbox.problem.OUTBOX_BUSY',
  IDEMPOTENCY_IN_PROGRESS: 'shop.outbox.problem.OUTBOX_BUSY',
  OUTBOX_SIGN_IN: 'shop.outbox.problem.OUTBOX_SIGN_IN',
  ACCOUNT_INACTIVE: 'shop.outbox.problem.ACCOUNT_INACTIVE',
  DELIVERY_KEY_REVOKED: 'shop.outbox.problem.SEAL_REFUSED',
  DELIVERY_KEY_EXPIRED: 'shop.outbox.problem.SEAL_REFUSED',
  SEAL_INVALID: 'shop.outbox.problem.SEAL_REFUSED',
  ORDER_REFUSED: 'shop.outbox.problem.ORDER_REFUSED',
};

const word = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A problem's text: the shop's own words, a refused field's rule, else the code's text, else the answer's status. */
export function problemText({ code, figures = {} }: OutboxProblem): string {
  const key = PROBLEM_KEYS[code];
  if (key) return t(key, figures);
  const { rule, field, status: _status, ...ruleFigures } = figures;
  if (isRuleCode(rule)) return ruleText({ code: rule, figures: ruleFigures }, typeof field === 'string' ? field : '');
  const own = codeText(code, figures);
  if (own) return own;
  const status = count(figures.status);
  return status === undefined ? t('shop.outbox.problem.OUTBOX_REFUSED_NO_STATUS') : t('shop.outbox.problem.OUTBOX_REFUSED', { status });
}

/** What the card says about a record's last failure when the server gave no reasons: by code, or an older record's English. */
export function recordProblemText(record: Pick<OutboxRecord, 'problem' | 'lastError'>): string | null {
  return record.problem ? problemText(record.problem) : record.lastError;
}

/** A reason the server refused an order for; products are named as the shopper saw them when the reason does not name them. */
export function reasonText(reason: OrderRefusalReason, names: ReadonlyMap<number, string>): string {
  const data = reason.data ?? {};
  const name = word(data.name) ?? (reason.productId !== undefined ? names.get(reason.productId) : undefined);
  switch (reason.code) {
    case 'NO_CHAPTER':
    case 'EVENT_NOT_AVAILABLE':
    case 'PRODUCT_NOT_FOUND':
      return t(`shop.refusal.${reason.code}`);
    case 'PRODUCT_INACTIVE':
    case 'VENDOR_INACTIVE':
    case 'PRICE_CHANGED':
      return name ? t(`shop.refusal.${reason.code}`, { name }) : reason.message;
    case 'PACK_SIZE': {
      const packSize = count(data.packSize);
      const next = count(data.nextValid);
      return name && packSize !== undefined && next !== undefined ? t('shop.refusal.PACK_SIZE', { name, count: packSize, next }) : reason.message;
    }
    case 'VENDOR_MINIMUM': {
      const vendor = word(data.vendor);
      const minimum = count(data.minOrderCents);
      const missing = count(data.missingCents);
      return vendor && minimum !== undefined && missing !== undefined
        ? t('shop.refusal.VENDOR_MINIMUM', { vendor, minimum: formatMoney(minimum), missing: formatMoney(missing) })
        : reason.message;
    }
    default:
      return reason.message;
  }
}
