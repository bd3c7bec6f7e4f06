import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { dismissUnavailableLines, useUnavailableLines } from '../lib/cart/cart-unavailable-notice';
import { useStorageState } from '../lib/db/storage-errors';
import { dismissDeviceCleared, useDeviceCleared } from '../lib/device-cleared-notice';
import { useI18n } from '../lib/i18n/i18n';
import { useSession } from '../lib/session/use-session';

/**
 * Said by the signed-in frame about the tablet's own storage: that it is full (a write of the
 * catalogue, the cart or an order was refused for lack of space), and that the browser cleared
 * the portal's data since it was last used, with what may have been lost (decision 030); and to a
 * shopper, that lines of their cart merged from the server are for products no longer sold,
 * which stay in the cart rather than go unsaid (decision 033).
 */
export function DeviceNotices() {
  const { t } = useI18n();
  const storage = useStorageState();
  const cleared = useDeviceCleared();
  const { user } = useSession();
  const unavailable = useUnavailableLines(user?.id);
  // On the cart itself the lines are there to see: no link to the screen the shopper is on.
  const onCart = useRouterState({ select: (state) => state.location.pathname === '/cart' });
  return (
    <>
      {unavailable.length > 0 && (
        <Alert.Root status="warning" mb="4" data-testid="cart-unavailable" role="alert">
          <Alert.Indicator />
          <Stack gap="2" flex="1">
            <Alert.Title>{t('device.cartUnavailable.title')}</Alert.Title>
            <Alert.Description>
              {t('device.cartUnavailable.body', {
                count: unavailable.length,
                names: unavailable.map((l) => l.name ?? t('device.cartUnavailable.unnamed')).join(', '),
              })}
            </Alert.Description>
            <HStack gap="2" wrap="wrap">
              {!onCart && (
                <Button asChild size="sm" minH="11" variant="outline">
                  <Link to="/cart">{t('device.cartUnavailable.openCart')}</Link>
                </Button>
              )}
              <Button size="sm" minH="11" variant="ghost" onClick={dismissUnavailableLines}>
                {t('device.cartUnavailable.dismiss')}
              </Button>
            </HStack>
          </Stack>
        </Alert.Root>
      )}
      {storage.quotaExceeded && (
        <Alert.Root status="error" mb="4" data-testid="storage-full" role="alert">
          <Alert.Indicator />
          <Stack gap="1" flex="1">
            <Alert.Title>{t('device.storageFull.title')}</Alert.Title>
            <Alert.Description>{t('device.storageFull.body')}</Alert.Description>
          </Stack>
        </Alert.Root>
      )}
      {cleared && (
        <Alert.Root status="warning" mb="4" data-testid="device-cleared" role="alert">
          <Alert.Indicator />
          <Stack gap="2" flex="1">
            <Alert.Title>{t('device.cleared.title')}</Alert.Title>
            <Alert.Description>
              {t('device.cleared.body')}
              {cleared.waiting > 0 && ` ${t('device.cleared.lost', { count: cleared.waiting })}`}
            </Alert.Description>
            <Button size="sm" minH="11" variant="outline" alignSelf="flex-start" onClick={dismissDeviceCleared}>
              {t('device.cleared.dismiss')}
            </Button>
          </Stack>
        </Alert.Root>
      )}
    </>
  );
}
