import { Alert, Button, List, Stack } from '@chakra-ui/react';
import type { OrderShortfalls, PackShortfall } from '@portal/contract/order-rules';
import { formatMoney } from '../lib/i18n/format';
import { useI18n } from '../lib/i18n/i18n';

/**
 * What an order is short of (case packs, vendor minimums), worded for the shopper. The server
 * refuses the same orders with contract/order-rules, so this is what it would say, in advance.
 */
export function ShortfallAlert({ shortfalls, onRoundUp }: { shortfalls: OrderShortfalls; onRoundUp?: (p: PackShortfall) => void }) {
  const { t } = useI18n();
  if (shortfalls.packs.length === 0 && shortfalls.vendors.length === 0) return null;
  return (
    <Alert.Root status="warning" data-testid="shortfalls">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{t('shop.shortTitle')}</Alert.Title>
        <List.Root gap="2" ps="4">
          {shortfalls.packs.map((p) => (
            <List.Item key={`p${p.productId}`}>
              {t('shop.shortPack', { name: p.productName, count: p.packSize, quantity: p.quantity, next: p.nextValid })}
              {onRoundUp && (
                <Button ms="2" size="sm" minH="11" variant="outline" onClick={() => onRoundUp(p)}>
                  {t('shop.roundUpTo', { count: p.nextValid })}
                </Button>
              )}
            </List.Item>
          ))}
          {shortfalls.vendors.map((v) => (
            <List.Item key={`v${v.vendorId}`}>
              {t('shop.shortVendor', { vendor: v.vendorName, minimum: formatMoney(v.minOrderCents), missing: formatMoney(v.missingCents) })}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Alert.Root>
  );
}
