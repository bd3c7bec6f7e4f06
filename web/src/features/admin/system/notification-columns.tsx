import { Badge, Stack, Text } from '@chakra-ui/react';
import { MAIL_STATUSES, type AdminNotificationView, type MailOutboxView, type MailStatus } from '@portal/contract/notifications';
import type { Column } from '../kit/data-table';
import { fullName, longDateTime } from '../kit/format';
import { t, type MessageKey } from '../../../lib/i18n/i18n';
import { notificationWords } from '../../../lib/i18n/notification-words';

const TYPE_KEYS: Record<string, MessageKey> = {
  order_status: 'admin.system.notifications.typeOrderStatus',
  announcement: 'admin.system.notifications.typeAnnouncement',
};

/** A mail's delivery status in the chosen language; an unknown one as it came. */
const mailStatusLabel = (status: string) => ((MAIL_STATUSES as readonly string[]).includes(status) ? t(`admin.system.notifications.mail.${status}` as MessageKey) : status);

/** A notification type in the chosen language; a type without words of its own as its code in words ('order_placed': 'Order placed'). */
const typeLabel = (type: string) => {
  const key = TYPE_KEYS[type];
  return key ? t(key) : type.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
};

const MAIL_COLORS: Record<MailStatus, string> = { sent: 'green', logged: 'blue', queued: 'orange', sending: 'orange', failed: 'red' };

/** How often a mail was tried and, while it waits, when it is tried next. */
const tries = (m: MailOutboxView) =>
  m.status === 'queued' && m.nextAttemptAt ? t('admin.system.notifications.mail.tries', { count: m.attempts, next: longDateTime(m.nextAttemptAt) }) : t('admin.system.notifications.mail.triedTimes', { count: m.attempts });

export const sentColumns = (): Column<AdminNotificationView>[] => [
  {
    header: t('admin.system.notifications.recipient'),
    cell: (n) => (
      <Stack gap="0">
        <Text>{fullName(n.user)}</Text>
        <Text fontSize="xs" color="fg.muted">
          {n.user.email}
        </Text>
      </Stack>
    ),
  },
  { header: t('admin.system.notifications.type'), cell: (n) => typeLabel(n.type) },
  { header: t('admin.system.notifications.titleColumn'), cell: (n) => notificationWords(n).title },
  { header: t('admin.system.notifications.read'), cell: (n) => <Badge colorPalette={n.readAt ? 'gray' : 'blue'}>{n.readAt ? t('admin.system.notifications.readYes') : t('admin.system.notifications.readNo')}</Badge> },
  { header: t('admin.system.notifications.created'), cell: (n) => longDateTime(n.createdAt) },
];

export const outboxColumns = (): Column<MailOutboxView>[] => [
  { header: t('admin.system.notifications.to'), cell: (m) => m.to },
  { header: t('admin.system.notifications.subject'), cell: (m) => m.subject },
  { header: t('admin.system.notifications.status'), cell: (m) => <Badge colorPalette={MAIL_COLORS[m.status] ?? 'gray'} data-status={m.status}>{mailStatusLabel(m.status)}</Badge> },
  { header: t('admin.system.notifications.created'), cell: (m) => longDateTime(m.createdAt) },
  { header: t('admin.system.notifications.sent'), cell: (m) => longDateTime(m.sentAt) },
  {
    header: t('admin.system.notifications.error'),
    cell: (m) =>
      m.error ? (
        <Stack gap="0" maxW="xs">
          <Text color="fg.error" lineClamp={2}>
            {m.error}
          </Text>
          {m.attempts > 0 && (
            <Text fontSize="xs" color="fg.muted" data-testid="mail-tries">
              {tries(m)}
            </Text>
          )}
        </Stack>
      ) : (
        '-'
      ),
  },
];
