import { Badge, Stack, Text } from '@chakra-ui/react';
import type { PublicUser } from '@portal/contract/auth';
import { USER_RESOURCE } from '@portal/contract/resources';
import { AdminDialog } from '../kit/admin-dialog';
import { DescribedDetails } from '../kit/described';
import { DetailsFooter } from '../kit/details-footer';
import { fullName, roleLabel } from '../kit/format';
import { t } from '../../../lib/i18n/i18n';

/** The user description's details in grids of two; a user with no chapter says so under the chapter's heading. */
export function UserDetailsDialog({ user, onEdit, onClose }: { user: PublicUser | null; onEdit?: () => void; onClose: () => void }) {
  return (
    <AdminDialog open={Boolean(user)} title={t('admin.users.details')} onClose={onClose} size="lg" footer={<DetailsFooter onClose={onClose} onEdit={onEdit} editLabel={t('admin.users.edit')} />}>
      {user && (
        <Stack gap="5">
          <DescribedDetails
            description={USER_RESOURCE}
            row={user}
            cells={{ firstName: fullName, role: (u) => <Badge>{roleLabel(u.role)}</Badge> }}
            columns={{ 'admin.users.personalInfo': 2, 'admin.users.accountInfo': 2 }}
            bodies={{ 'admin.users.chapterInfo': (u) => (u.chapter ? null : <Text color="fg.muted">{t('admin.users.noChapter')}</Text>) }}
          />
        </Stack>
      )}
    </AdminDialog>
  );
}
