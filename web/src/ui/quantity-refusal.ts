import { MAX_LINE_QUANTITY } from '@portal/contract/orders';
import type { QuantityProblem } from '../lib/cart/typed-quantity';
import { formatNumber } from '../lib/i18n/format';
import { t } from '../lib/i18n/i18n';

/** Why a typed quantity was not taken, in the active language. */
export function quantityProblemText(problem: QuantityProblem): string {
  switch (problem) {
    case 'format':
      return t('shop.qty.format');
    case 'fraction':
      return t('shop.qty.fraction');
    case 'negative':
      return t('shop.qty.negative');
    case 'zero':
      return t('shop.qty.zero');
    case 'tooLarge':
      return t('shop.qty.tooLarge', { max: formatNumber(MAX_LINE_QUANTITY) });
  }
}

/** "6 or 12": the whole numbers of packs offered for a figure that is not one. */
export const choicesText = (choices: readonly number[]): string => choices.map((n) => formatNumber(n)).join(` ${t('shop.qty.or')} `);
