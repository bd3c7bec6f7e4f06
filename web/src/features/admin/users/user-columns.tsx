import { Avatar, Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { USER_RESOURCE } from '@portal/contract/resources';
import type { PublicUser } from '@portal/contract/auth';
import type { Column } from '../kit/data-table';
import { describedColumns } from '../kit/described';
import { fullName, roleLabel } from '../kit/format';
import { actionsColumn, toggleAction, TwoLines } from '../kit/row-actions';
import { t } from '../../../lib/i18n/i18n';

const ROLE_COLOURS: Record<string, string> = { SUPER_ADMIN: 'red', ADMIN: 'orange', CHAPTER: 'blue' };

/**
 * Status and delete are offered only where the server would allow them: never on one's own
 * account, and a Super Admin's account only to a Super Admin.
 */
export const canChangeAccount = (viewer: Pick<PublicUser, 'id' | 'role'> | null, target: PublicUser) =>
  Boolean(viewer) && viewer!.id !== target.id && (target.role !== 'SUPER_ADMIN' || viewer!.role === 'SUPER_ADMIN');

/** The user description's columns; the name, the role and the chapter have cells of their own. */
export function userColumns(viewer: Pick<PublicUser, 'id' | 'role'> | null, onAction: (kind: string, user: PublicUser) => void): Column<PublicUser>[] {
  return [
    ...describedColumns<PublicUser>(USER_RESOURCE, {
      firstName: (u) => (
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
      role: (u) => <Badge colorPalette={ROLE_COLOURS[u.role] ?? 'gray'}>{roleLabel(u.role)}</Badge>,
      'chapter.name': (u) => (u.chapter ? <TwoLines top={u.chapter.name} bottom={`${u.chapter.city}, ${u.chapter.state}`} /> : <Text color="fg.muted">{t('admin.users.noChapter')}</Text>),
    }),
    actionsColumn(t('admin.users.actions'), (u) => u.email, onAction, (u) => [
      { value: 'view', label: t('admin.common.viewDetails') },
      ...(canChangeAccount(viewer, u) ? [toggleAction(u.isActive), { value: 'delete', label: t('admin.users.delete'), danger: true }] : []),
    ]),
  ];
}
