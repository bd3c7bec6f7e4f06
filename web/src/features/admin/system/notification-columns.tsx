import { Badge, Stack, Text } from '@chakra-ui/react';
import type { AdminNotificationView, MailOutboxView, MailStatus } from '@portal/contract/notifications';
import type { Column } from '../kit/data-table';
import { fullName, longDateTime } from '../kit/format';
import { SYSTEM_TEXT } from './text';

const T = SYSTEM_TEXT.notifications;
const MAIL_COLORS: Record<MailStatus, string> = { sent: 'green', logged: 'blue', queued: 'orange', failed: 'red' };

export const sentColumns = (): Column<AdminNotificationView>[] => [
  {
    header: T.recipient,
    cell: (n) => (
      <Stack gap="0">
        <Text>{fullName(n.user)}</Text>
        <Text fontSize="xs" color="fg.muted">
          {n.user.email}
        </Text>
      </Stack>
    ),
  },
  { header: T.type, cell: (n) => T.typeLabel(n.type) },
  { header: T.titleColumn, cell: (n) => n.title },
  { header: T.read, cell: (n) => <Badge colorPalette={n.readAt ? 'gray' : 'blue'}>{T.readState(n.readAt)}</Badge> },
  { header: T.created, cell: (n) => longDateTime(n.createdAt) },
];

export const outboxColumns = (): Column<MailOutboxView>[] => [
  { header: T.to, cell: (m) => m.to },
  { header: T.subject, cell: (m) => m.subject },
  { header: T.status, cell: (m) => <Badge colorPalette={MAIL_COLORS[m.status] ?? 'gray'}>{m.status}</Badge> },
  { header: T.created, cell: (m) => longDateTime(m.createdAt) },
  { header: T.sent, cell: (m) => longDateTime(m.sentAt) },
  {
    header: T.error,
    cell: (m) =>
      m.error ? (
        <Text color="fg.error" lineClamp={2} maxW="xs">
          {m.error}
        </Text>
      ) : (
        '-'
      ),
  },
];
