import { Badge, HStack, Spinner, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Cloud, CloudOff } from 'lucide-react';
import { useI18n } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session/use-session';
import { useSyncProgress } from '../../lib/catalogue/sync-progress';
import { useOutbox } from './use-outbox';
import { useConnectivity } from '../../lib/connectivity';
import { hasBackgroundSync } from '../../lib/background-sync';

/** Top-bar status: online or offline, orders waiting to be sent, a spinner while syncing. */
export function SyncStatus() {
  const { t } = useI18n();
  const { user } = useSession();
  const { online } = useConnectivity();
  const sync = useSyncProgress();
  const outbox = useOutbox(user?.id ?? null);
  const waiting = outbox?.pending ?? 0;
  // Where no worker sends with the app closed, the badge says to keep it open, in words too.
  const keepOpen = waiting > 0 && !hasBackgroundSync();
  const busy = sync.running || (outbox?.counts.sending ?? 0) > 0;
  const label = [
    online ? t('shop.online') : t('shop.offline'),
    waiting > 0 ? t('shop.waitingOrders', { count: waiting }) : null,
    keepOpen ? t('shop.keepAppOpen') : null,
    busy ? t('shop.syncing') : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Link to="/offline" aria-label={label} title={label} data-testid="sync-status">
      <HStack gap="1" px="2" py="1" borderRadius="md">
        {busy ? <Spinner size="xs" /> : online ? <Cloud size={18} aria-hidden /> : <CloudOff size={18} aria-hidden />}
        {!online && <Badge colorPalette="orange" variant="solid" size="xs">{t('shop.offline')}</Badge>}
        {waiting > 0 && (
          <Badge colorPalette="yellow" variant="solid" size="xs" borderRadius="full">
            {waiting}
          </Badge>
        )}
        {keepOpen && (
          <Text as="span" fontSize="xs" fontWeight="medium" color="orange.fg" display={{ base: 'none', md: 'inline' }} data-testid="keep-app-open" aria-hidden>
            {t('shop.keepAppOpenShort')}
          </Text>
        )}
      </HStack>
    </Link>
  );
}
