import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { DEVICE_READ_DEADLINE_MS, retryDeviceReads, useDeviceReadStall } from '../lib/db/read-stalls';
import { useI18n } from '../lib/i18n/i18n';

/**
 * Said by the signed-in frame when a read of the tablet's own storage the screen waits on has not
 * answered in time or failed (lib/db/read-stalls.ts): what happened, and two ways on.
 */
export function DeviceReadStall() {
  const { t } = useI18n();
  const { kind } = useDeviceReadStall();
  if (kind === null) return null;
  return (
    <Alert.Root status="warning" mb="4" data-testid="device-read-stall" role="alert">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{t('device.readStall.title')}</Alert.Title>
        <Alert.Description>{t(kind === 'failed' ? 'device.readStall.failed' : 'device.readStall.slow', { seconds: DEVICE_READ_DEADLINE_MS / 1000 })}</Alert.Description>
        <HStack gap="3" wrap="wrap">
          <Button size="sm" minH="11" onClick={retryDeviceReads}>
            {t('device.readStall.retry')}
          </Button>
          <Button size="sm" minH="11" variant="outline" onClick={() => window.location.reload()}>
            {t('device.readStall.reload')}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
