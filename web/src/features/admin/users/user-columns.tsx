import { Avatar, Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { PublicUser } from '@portal/contract/auth';
import { ROLE_LABELS } from '@portal/contract/rules';
import type { Column } from '../kit/data-table';
import { fullName, longDate } from '../kit/format';
import { RowMenu } from '../kit/row-menu';
import { ActiveChip } from '../kit/status-chip';

const ROLE_COLOURS: Record<string, string> = { SUPER_ADMIN: 'red', ADMIN: 'orange', CHAPTER: 'blue' };

export function userColumns(onAction: (kind: string, user: PublicUser) => void): Column<PublicUser>[] {
  return [
    {
      header: 'User',
      cell: (u) => (
        <HStack>
          <Avatar.Root size="sm">
            <Avatar.Fallback name={fullName(u)} />
          </Avatar.Root>
          <Stack gap="0">
            <Text fontWeight="medium">{fullName(u)}</Text>
            <Text fontSize="xs" color="fg.muted">
              ID: {u.id}
            </Text>
          </Stack>
        </HStack>
      ),
    },
    { header: 'Email', cell: (u) => u.email },
    { header: 'Role', cell: (u) => <Badge colorPalette={ROLE_COLOURS[u.role] ?? 'gray'}>{ROLE_LABELS[u.role] ?? u.role}</Badge> },
    {
      header: 'Chapter',
      cell: (u) =>
        u.chapter ? (
          <Stack gap="0">
            <Text>{u.chapter.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {u.chapter.city}, {u.chapter.state}
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">No chapter</Text>
        ),
    },
    { header: 'Status', cell: (u) => <ActiveChip active={u.isActive} /> },
    { header: 'Created', cell: (u) => longDate(u.createdAt) },
    {
      header: 'Actions',
      align: 'end',
      cell: (u) => (
        <RowMenu
          label={`Actions for ${u.email}`}
          onSelect={(value) => onAction(value, u)}
          actions={[
            { value: 'view', label: 'View Details' },
            u.isActive ? { value: 'deactivate', label: 'Deactivate' } : { value: 'activate', label: 'Activate' },
            { value: 'delete', label: 'Delete User', danger: true },
          ]}
        />
      ),
    },
  ];
}
