import { Badge, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PublicUser } from '@portal/contract/auth';
import { AdminDialog } from '../kit/admin-dialog';
import { DetailsFooter } from '../kit/details-footer';
import { fullName, longDateTime, roleLabel } from '../kit/format';
import { ActiveChip } from '../kit/status-chip';
import { t } from '../../../lib/i18n/i18n';
import { DetailItem } from '../kit/detail-item';

export function UserDetailsDialog({ user, onEdit, onClose }: { user: PublicUser | null; onEdit?: () => void; onClose: () => void }) {
  const c = user?.chapter;
  return (
    <AdminDialog open={Boolean(user)} title={t('admin.users.details')} onClose={onClose} size="lg" footer={<DetailsFooter onClose={onClose} onEdit={onEdit} editLabel={t('admin.users.edit')} />}>
      {user && (
        <Stack gap="5">
          <Heading size="sm">{t('admin.users.personalInfo')}</Heading>
          <SimpleGrid columns={2} gap="3">
            <DetailItem label={t('admin.users.name')}>{fullName(user)}</DetailItem>
            <DetailItem label={t('admin.users.email')}>{user.email}</DetailItem>
            <DetailItem label={t('admin.users.role')}>
              <Badge>{roleLabel(user.role)}</Badge>
            </DetailItem>
          </SimpleGrid>
          <Heading size="sm">{t('admin.users.accountInfo')}</Heading>
          <SimpleGrid columns={2} gap="3">
            <DetailItem label={t('admin.users.status')}>
              <ActiveChip active={user.isActive} />
            </DetailItem>
            <DetailItem label={t('admin.users.created')}>{longDateTime(user.createdAt)}</DetailItem>
            <DetailItem label={t('admin.users.lastUpdated')}>{longDateTime(user.updatedAt)}</DetailItem>
          </SimpleGrid>
          <Heading size="sm">{t('admin.users.chapterInfo')}</Heading>
          {c ? (
            <SimpleGrid columns={2} gap="3">
              <DetailItem label={t('admin.users.name')}>{c.name}</DetailItem>
              <DetailItem label={t('admin.users.address')}>{c.address}</DetailItem>
              <DetailItem label={t('admin.users.city')}>{c.city}</DetailItem>
              <DetailItem label={t('admin.users.state')}>{c.state}</DetailItem>
              <DetailItem label={t('admin.users.zipCode')}>{c.zipCode}</DetailItem>
            </SimpleGrid>
          ) : (
            <Text color="fg.muted">{t('admin.users.noChapter')}</Text>
          )}
        </Stack>
      )}
    </AdminDialog>
  );
}
