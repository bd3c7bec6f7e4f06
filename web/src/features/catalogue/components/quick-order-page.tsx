import { Alert, Button, Field, Heading, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { MAX_LINE_QUANTITY } from '@portal/contract/orders';
import { addToCart, quantityInCart } from '../../../lib/cart/cart-store';
import { packChoices } from '../../../lib/cart/typed-quantity';
import { useI18n } from '../../../lib/i18n/i18n';
import { notify } from '../../../ui/toaster';
import { choicesText, quantityProblemText } from '../../../ui/quantity-refusal';
import { productsBySku } from '../offline/sku-lookup';
import { parseQuickLines } from '../quick-order-lines';
import { BarcodeScanner } from './barcode-scanner';

/** A row left in the box, with why it was not added, worded in the active language. */
interface NotAdded {
  row: string;
  reason: string;
}

/** SKUs and quantities typed, pasted from a spreadsheet or scanned, added in one go; offline too. */
export function QuickOrderPage() {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ added: number; unknown: string[]; unreadable: NotAdded[] } | null>(null);
  const onCode = useCallback((code: string) => setText((current) => `${current.trimEnd()}${current.trim() ? '\n' : ''}${code}\t1`), []);
  async function addAll() {
    const { lines, refused } = parseQuickLines(text);
    const unreadable: NotAdded[] = refused.map(({ row, problem }) => ({ row, reason: quantityProblemText(problem) }));
    const found = await productsBySku(lines.map((l) => l.sku));
    const unknown: string[] = [];
    let added = 0;
    for (const line of lines) {
      const product = found.get(line.sku.toUpperCase());
      const row = `${line.sku}\t${line.quantity}`;
      if (!product) {
        unknown.push(line.sku);
        continue;
      }
      // Not a whole number of packs, or more than an order takes with what the cart holds: left to fix, never rounded.
      const choices = packChoices(line.quantity, product.packSize);
      if (choices.length > 0) {
        unreadable.push({ row, reason: t('shop.qty.packChoices', { count: product.packSize ?? 1, choices: choicesText(choices) }) });
        continue;
      }
      if ((await quantityInCart(product.id)) + line.quantity > MAX_LINE_QUANTITY) {
        unreadable.push({ row, reason: quantityProblemText('tooLarge') });
        continue;
      }
      await addToCart(product.id, line.quantity);
      added += 1;
    }
    setResult({ added, unknown, unreadable });
    // What could not be added stays in the box to fix; the rest is in the cart.
    setText([...unknown.map((sku) => `${sku}\t${lines.find((l) => l.sku === sku)?.quantity ?? 1}`), ...unreadable.map((u) => u.row)].join('\n'));
    if (added > 0) notify.success(t('shop.quickAdded', { count: added }));
  }
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="2xl">
        {t('nav.quickOrder')}
      </Heading>
      <Field.Root>
        <Field.Label>{t('shop.quickLines')}</Field.Label>
        <Textarea rows={10} fontFamily="mono" value={text} onChange={(e) => setText(e.target.value)} placeholder={'KIT-BRS-000002\t12\nDEC-SPG-000322, 3'} />
        <Field.HelperText>{t('shop.quickHelp')}</Field.HelperText>
      </Field.Root>
      <BarcodeScanner onCode={onCode} />
      <Button minH="11" colorPalette="primary" alignSelf="start" disabled={!text.trim()} onClick={() => void addAll()}>
        {t('shop.quickAddAll')}
      </Button>
      {result && (result.unknown.length > 0 || result.unreadable.length > 0) && (
        <Alert.Root status="warning" data-testid="quick-unknown">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title>{t('shop.quickNotAdded')}</Alert.Title>
            <List.Root ps="4">
              {result.unknown.map((sku) => (
                <List.Item key={`u${sku}`}>{t('shop.quickUnknown', { sku })}</List.Item>
              ))}
              {result.unreadable.map(({ row, reason }) => (
                <List.Item key={`r${row}`}>{t('shop.quickUnreadable', { row, reason })}</List.Item>
              ))}
            </List.Root>
          </Stack>
        </Alert.Root>
      )}
      {result && result.added > 0 && (
        <Text>
          {t('shop.quickAdded', { count: result.added })}{' '}
          <Link to="/cart">{t('nav.cart')}</Link>
        </Text>
      )}
    </Stack>
  );
}
