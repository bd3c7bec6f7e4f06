import { Badge, Box, Button, Float, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { formatRelative } from '../../lib/i18n/format';
import { Bell } from 'lucide-react';
import { useI18n } from '../../lib/i18n/i18n';
import type { NotificationList } from '@portal/contract/notifications';
import { notificationsQuery, useMarkRead } from './notifications-api';
import { notificationWords } from '../../lib/i18n/notification-words';

type Notification = NotificationList['items'][number];

/** The list in the open popover: a component of its own, so a closed bell formats no dates. */
function NotificationItems({ items, onRead }: { items: Notification[]; onRead: (id: Notification['id']) => void }) {
  const { t } = useI18n();
  if (items.length === 0) return <Text color="fg.muted">{t('notifications.empty')}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="2">
      {items.map((item) => {
        const words = notificationWords(item);
        return (
        <Box as="li" key={item.id} p="2" borderRadius="md" bg={item.readAt ? undefined : 'primary.subtle'}>
          <Text fontWeight={item.readAt ? 'normal' : 'semibold'}>{words.title}</Text>
          <Text fontSize="sm">{words.body}</Text>
          <Stack direction="row" justify="space-between" align="center" mt="1">
            <Text fontSize="xs" color="fg.muted">
              {formatRelative(item.createdAt)}
            </Text>
            {!item.readAt && (
              <Button size="xs" variant="outline" onClick={() => onRead(item.id)}>
                {t('notifications.markRead')}
              </Button>
            )}
          </Stack>
        </Box>
        );
      })}
    </Stack>
  );
}

/** The top bar bell: the signed-in user's real notifications; on error it simply shows none. */
export function NotificationsBell() {
  const { t } = useI18n();
  const { data } = useQuery(notificationsQuery());
  const markRead = useMarkRead();
  const items = data?.items ?? [];
  const unread = data?.unreadCount ?? 0;

  return (
    // Placed against the window like its button in the sticky bar (see ui/layout/account-menu.tsx).
    // Its list renders when first opened, not hidden on every page (lazyMount).
    <Popover.Root positioning={{ placement: 'bottom-end', strategy: 'fixed' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" aria-label={t('notifications.open', { count: unread })} position="relative">
          <Bell />
          {unread > 0 && (
            <Float placement="top-end" offset="2">
              <Badge colorPalette="error" variant="solid" size="xs" borderRadius="full">
                {unread}
              </Badge>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: '90vw', md: 'sm' }}>
            <Popover.Header display="flex" justifyContent="space-between" alignItems="center">
              <Popover.Title fontWeight="semibold">{t('notifications.title')}</Popover.Title>
              {unread > 0 && (
                <Button size="xs" variant="ghost" onClick={() => markRead.mutate('all')}>
                  {t('notifications.markAllRead')}
                </Button>
              )}
            </Popover.Header>
            <Popover.Body maxH="96" overflowY="auto" pt="0">
              <NotificationItems items={items} onRead={(id) => markRead.mutate(id)} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
