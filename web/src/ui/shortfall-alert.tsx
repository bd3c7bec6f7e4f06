import { Alert, Button, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
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
            <List.Item key={`v${v.vendorId}`} data-testid="vendor-minimum">
              {t('shop.shortVendor', { vendor: v.vendorName, minimum: formatMoney(v.minOrderCents), missing: formatMoney(v.missingCents) })}
              {/* How far the vendor's lines are from its minimum, and a way to its products. */}
              <HStack gap="3" wrap="wrap" mt="1">
                <Progress.Root value={v.subtotal} max={v.minOrderCents} size="sm" w="40" colorPalette="orange" aria-label={t('shop.vendorProgress', { subtotal: formatMoney(v.subtotal), minimum: formatMoney(v.minOrderCents) })}>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <Text fontSize="sm" fontWeight="semibold" data-testid="vendor-progress">
                  {t('shop.vendorProgress', { subtotal: formatMoney(v.subtotal), minimum: formatMoney(v.minOrderCents) })}
                </Text>
                <Link to="/products" search={{ vendorId: v.vendorId }}>
                  <Text as="span" fontSize="sm" color="primary.fg" textDecoration="underline">
                    {t('shop.vendorProducts', { vendor: v.vendorName })}
                  </Text>
                </Link>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Alert.Root>
  );
}
