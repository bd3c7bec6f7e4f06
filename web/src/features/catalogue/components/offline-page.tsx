import { Alert, Badge, Button, Card, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { formatNumber, formatRelative } from '../../../lib/i18n/format';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { db } from '../../../lib/db/database';
import { readCatalogueMeta } from '../../../lib/db/meta';
import { SETTINGS_ID } from '../../../lib/db/rows';
import { useLiveQuery } from '../../../lib/db/use-live-query';
import { useI18n } from '../../../lib/i18n/i18n';
import { useSyncProgress } from '../../../lib/catalogue/sync-progress';
import { syncFailureText } from '../../../lib/catalogue/sync-failure';
import { useConnectivity } from '../../../lib/connectivity';
import { estimate, persist, persistenceAskable, persisted, storageReported, type StorageEstimateResult } from '../../../lib/device-storage';
import { offlineNeedsHttps } from '../../../lib/secure-context';
import { shouldOfferHomeScreen } from '../../../lib/home-screen';
import { downloadPictures, prepareOfflineDownload, readReadyAt, type DownloadResult, type PicturePlan } from '../offline/prefetch-images';

// Written the language's way ("10,240 MB"), not as a raw figure with a decimal.
const mb = (bytes: number | null) => (bytes === null ? '—' : formatNumber(bytes / 1024 / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: bytes < 10 * 1024 * 1024 ? 1 : 0 }));
const ago = (iso: string | null | undefined, never: string) => (iso ? formatRelative(iso) : never);

/** What stands between this device and offline use, above the page's figures. */
function Notice({ status, testId, title, body }: { status: 'warning' | 'info'; testId: string; title: string; body: string }) {
  return (
    <Alert.Root status={status} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{body}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function OfflinePage() {
  const { t } = useI18n();
  const { online } = useConnectivity();
  const sync = useSyncProgress();
  const info = useLiveQuery(async () => ({ meta: await readCatalogueMeta(), settings: await db.settings.get(SETTINGS_ID), products: await db.products.count() }), []);
  const [storage, setStorage] = useState<StorageEstimateResult>({ usage: null, quota: null });
  const [isPersisted, setPersisted] = useState<boolean | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [readyAt, setReadyAt] = useState(readReadyAt);
  const [plan, setPlan] = useState<PicturePlan | null>(null);
  const [result, setResult] = useState<DownloadResult | null>(null);
  const failed = result && !result.storageShort ? result.failed : 0;
  // Short before anything was fetched (the estimate did not fit), or full part-way through.
  const short = plan && !plan.enoughStorage;
  const full = Boolean(result?.storageShort);
  // Over plain HTTP no service worker runs: nothing downloaded here would open with no network.
  const insecure = offlineNeedsHttps();
  useEffect(() => {
    void estimate().then(setStorage);
    void persisted().then(setPersisted);
  }, [readyAt, result]);
  async function download() {
    setResult(null);
    setPlan(null);
    setProgress({ done: 0, total: 0 });
    // Making the catalogue ready for offline asks the browser to keep it: no separate tap needed.
    if (!isPersisted) void persist().then(setPersisted);
    try {
      // The estimate comes first; nothing more is downloaded when it does not fit.
      const planned = await prepareOfflineDownload();
      setPlan(planned);
      if (!planned.enoughStorage) return;
      setResult(await downloadPictures(planned, (done, total) => setProgress({ done, total })));
      setReadyAt(readReadyAt());
    } finally {
      setProgress(null);
    }
  }
  const never = t('shop.never');
  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h1" size="2xl">
        {t('nav.offline')}
      </Heading>
      {insecure && <Notice status="warning" testId="needs-https" title={t('offline.needsHttps.title')} body={t('offline.needsHttps.body')} />}
      {!insecure && shouldOfferHomeScreen() && <Notice status="info" testId="home-screen" title={t('offline.homeScreen.title')} body={t('offline.homeScreen.body')} />}
      <Card.Root>
        <Card.Body gap="2">
          <HStack justify="space-between">
            <Text>{t('shop.connection')}</Text>
            <Badge colorPalette={online ? 'green' : 'orange'}>{online ? t('shop.online') : t('shop.offline')}</Badge>
          </HStack>
          <HStack justify="space-between">
            <Text>{t('shop.catalogueSynced')}</Text>
            <Text data-testid="catalogue-synced">{ago(info?.meta.lastSyncedAt, never)}</Text>
          </HStack>
          <HStack justify="space-between">
            <Text>{t('shop.settingsSynced')}</Text>
            <Text>{info?.settings ? ago(info.meta.lastSyncedAt, never) : never}</Text>
          </HStack>
          <HStack justify="space-between">
            <Text>{t('shop.productsOnDevice')}</Text>
            <Text data-testid="products-on-device">{info ? formatNumber(info.products) : '—'}</Text>
          </HStack>
          <HStack justify="space-between">
            <Text>{t('shop.storage')}</Text>
            <Text data-testid="storage-used">
              {storageReported()
                ? t('shop.storageUsed', { used: mb(storage.usage), available: mb(storage.quota === null || storage.usage === null ? null : storage.quota - storage.usage) })
                : t('shop.storageUnreported')}
            </Text>
          </HStack>
          <HStack justify="space-between">
            <Text>{t('shop.persistentStorage')}</Text>
            <HStack>
              <Badge colorPalette={isPersisted ? 'green' : 'gray'}>{isPersisted ? t('shop.persistOn') : persistenceAskable() ? t('shop.persistOff') : t('shop.persistUnreported')}</Badge>
              {!isPersisted && persistenceAskable() && (
                <Button size="xs" variant="outline" onClick={() => void persist().then(setPersisted)}>
                  {t('shop.requestPersist')}
                </Button>
              )}
            </HStack>
          </HStack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body gap="3">
          <Text>{t('shop.downloadHelp')}</Text>
          <HStack>
            <Button colorPalette="primary" onClick={() => void download()} loading={progress !== null || sync.running} disabled={!online || insecure}>
              {t('shop.downloadForOffline')}
            </Button>
            {readyAt && progress === null && !insecure && (
              <HStack color="green.fg" data-testid="offline-ready">
                <CheckCircle2 size={18} aria-hidden />
                <Text>{t('shop.readyForOffline', { when: ago(readyAt, never) })}</Text>
              </HStack>
            )}
          </HStack>
          {progress && (
            <Progress.Root value={progress.total ? (progress.done / progress.total) * 100 : null} size="sm">
              <Progress.Label mb="1">{t('shop.imagesProgress', { done: formatNumber(progress.done), total: formatNumber(progress.total) })}</Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {plan && (
            <Text color="fg.muted" data-testid="pictures-estimate">
              {t('shop.imagesEstimate', { count: plan.urls.length, size: mb(plan.estimatedBytes), available: mb(plan.availableBytes) })}
            </Text>
          )}
          {result && (
            <Text data-testid="pictures-cached">{t('shop.imagesCached', { cached: formatNumber(result.cached), total: formatNumber(result.total) })}</Text>
          )}
          {(short || full) && plan && (
            <Alert.Root status="error" data-testid="storage-short">
              <Alert.Indicator />
              <Alert.Title>
                {full && result
                  ? t('shop.storageFull', { cached: formatNumber(result.reached), total: formatNumber(result.total) })
                  : t('shop.storageShort', { size: mb(plan.estimatedBytes), available: mb(plan.availableBytes) })}
              </Alert.Title>
            </Alert.Root>
          )}
          {failed > 0 && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{t('shop.imagesFailed', { count: failed })}</Alert.Title>
            </Alert.Root>
          )}
          {sync.error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{syncFailureText(sync.error)}</Alert.Title>
            </Alert.Root>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
