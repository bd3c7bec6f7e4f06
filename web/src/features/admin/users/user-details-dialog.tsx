import { Badge, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PublicUser } from '@portal/contract/auth';
import { AdminDialog } from '../kit/admin-dialog';
import { DetailsFooter } from '../kit/details-footer';
import { fullName, longDateTime, roleLabel } from '../kit/format';
import { ActiveChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';

const Item = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack gap="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text as="div">{children}</Text>
  </Stack>
);

export function UserDetailsDialog({ user, onEdit, onClose }: { user: PublicUser | null; onEdit?: () => void; onClose: () => void }) {
  const c = user?.chapter;
  return (
    <AdminDialog open={Boolean(user)} title={t('admin.users.details')} onClose={onClose} size="lg" footer={<DetailsFooter onClose={onClose} onEdit={onEdit} editLabel={t('admin.users.edit')} />}>
      {user && (
        <Stack gap="5">
          <Heading size="sm">{t('admin.users.personalInfo')}</Heading>
          <SimpleGrid columns={2} gap="3">
            <Item label={t('admin.users.name')}>{fullName(user)}</Item>
            <Item label={t('admin.users.email')}>{user.email}</Item>
            <Item label={t('admin.users.role')}>
              <Badge>{roleLabel(user.role)}</Badge>
            </Item>
          </SimpleGrid>
          <Heading size="sm">{t('admin.users.accountInfo')}</Heading>
          <SimpleGrid columns={2} gap="3">
            <Item label={t('admin.users.status')}>
              <ActiveChip active={user.isActive} />
            </Item>
            <Item label={t('admin.users.created')}>{longDateTime(user.createdAt)}</Item>
            <Item label={t('admin.users.lastUpdated')}>{longDateTime(user.updatedAt)}</Item>
          </SimpleGrid>
          <Heading size="sm">{t('admin.users.chapterInfo')}</Heading>
          {c ? (
            <SimpleGrid columns={2} gap="3">
              <Item label={t('admin.users.name')}>{c.name}</Item>
              <Item label={t('admin.users.address')}>{c.address}</Item>
              <Item label={t('admin.users.city')}>{c.city}</Item>
              <Item label={t('admin.users.state')}>{c.state}</Item>
              <Item label={t('admin.users.zipCode')}>{c.zipCode}</Item>
            </SimpleGrid>
          ) : (
            <Text color="fg.muted">{t('admin.users.noChapter')}</Text>
          )}
        </Stack>
      )}
    </AdminDialog>
  );
}
