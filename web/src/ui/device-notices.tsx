import { Alert, Button, Stack } from '@chakra-ui/react';
import { useStorageState } from '../lib/db/storage-errors';
import { dismissDeviceCleared, useDeviceCleared } from '../lib/device-cleared-notice';
import { useI18n } from '../lib/i18n/i18n';

/**
 * Said by the signed-in frame about the tablet's own storage: that it is full (a write of the
 * catalogue, the cart or an order was refused for lack of space), and that the browser cleared
 * the portal's data since it was last used, with what may have been lost (decision 030).
 */
export function DeviceNotices() {
  const { t } = useI18n();
  const storage = useStorageState();
  const cleared = useDeviceCleared();
  return (
    <>
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
