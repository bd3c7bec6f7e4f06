import { Avatar, Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { PublicUser } from '@portal/contract/auth';
import type { Column } from '../kit/data-table';
import { fullName, longDate, roleLabel } from '../kit/format';
import { actionsColumn, toggleAction } from '../kit/row-actions';
import { ActiveChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';

const ROLE_COLOURS: Record<string, string> = { SUPER_ADMIN: 'red', ADMIN: 'orange', CHAPTER: 'blue' };

/**
 * Status and delete are offered only where the server would allow them: never on one's own
 * account, and a Super Admin's account only to a Super Admin.
 */
export const canChangeAccount = (viewer: Pick<PublicUser, 'id' | 'role'> | null, target: PublicUser) =>
  Boolean(viewer) && viewer!.id !== target.id && (target.role !== 'SUPER_ADMIN' || viewer!.role === 'SUPER_ADMIN');

export function userColumns(viewer: Pick<PublicUser, 'id' | 'role'> | null, onAction: (kind: string, user: PublicUser) => void): Column<PublicUser>[] {
  return [
    {
      header: t('admin.users.user'),
      sortKey: 'name',
      cell: (u) => (
        <HStack>
          <Avatar.Root size="sm">
            <Avatar.Fallback name={fullName(u)} />
          </Avatar.Root>
          <Stack gap="0">
            <Text fontWeight="medium">{fullName(u)}</Text>
            <Text fontSize="xs" color="fg.muted">
              {t('admin.users.id', { id: u.id })}
            </Text>
          </Stack>
        </HStack>
      ),
    },
    { header: t('admin.users.email'), cell: (u) => u.email, breakAnywhere: true, sortKey: 'email' },
    { header: t('admin.users.role'), sortKey: 'role', cell: (u) => <Badge colorPalette={ROLE_COLOURS[u.role] ?? 'gray'}>{roleLabel(u.role)}</Badge> },
    {
      header: t('admin.users.chapter'),
      cell: (u) =>
        u.chapter ? (
          <Stack gap="0">
            <Text>{u.chapter.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {u.chapter.city}, {u.chapter.state}
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">{t('admin.users.noChapter')}</Text>
        ),
    },
    { header: t('admin.users.status'), cell: (u) => <ActiveChip active={u.isActive} /> },
    { header: t('admin.users.created'), cell: (u) => longDate(u.createdAt), sortKey: 'createdAt' },
    actionsColumn(t('admin.users.actions'), (u) => u.email, onAction, (u) => [
      { value: 'view', label: t('admin.common.viewDetails') },
      ...(canChangeAccount(viewer, u) ? [toggleAction(u.isActive), { value: 'delete', label: t('admin.users.delete'), danger: true }] : []),
    ]),
  ];
}
