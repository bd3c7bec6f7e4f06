import { Stack, Text } from '@chakra-ui/react';
import type { PublicUser } from '@portal/contract/auth';
import { USER_RESOURCE } from '@portal/contract/resources';
import { ROLES, type Role } from '@portal/contract/rules';
import { FormDialog } from '../kit/form-dialog';
import { DescribedFormFields } from '../kit/described';
import { valuesOf } from '../kit/described-values';
import { choicesOf } from '../kit/select';
import { useCheckedForm } from '../kit/use-checked-form';
import { fullName, roleLabel } from '../kit/format';
import { canChangeAccount } from './user-columns';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  user: PublicUser;
  viewer: Pick<PublicUser, 'id' | 'role'> | null;
  pending: boolean;
  serverError: string | null;
  onSubmit: (change: { role: Role; isActive: boolean }) => void;
  onClose: () => void;
}

/**
 * What an administrator may change on an account: its role (a Super Admin, on another's account)
 * and whether it is active (not one's own, and a Super Admin's only by a Super Admin). Names and
 * chapter are the person's own, changed from their profile.
 */
export function UserFormDialog({ user, viewer, pending, serverError, onSubmit, onClose }: Props) {
  const initial = valuesOf(USER_RESOURCE, user);
  const { values, change, submit } = useCheckedForm(initial, (x) => ({ body: { role: x.role as Role, isActive: x.isActive } }), onSubmit);
  const own = viewer?.id === user.id;
  const mayChange = canChangeAccount(viewer, user);
  const mayChangeRole = mayChange && viewer?.role === 'SUPER_ADMIN';
  const note = own ? t('admin.users.ownAccount') : !mayChange ? t('admin.users.superAdminAccount') : !mayChangeRole ? t('admin.users.roleSuperAdminOnly') : null;
  const unchanged = values.role === initial.role && values.isActive === initial.isActive;
  return (
    <FormDialog
      onSubmit={() => !unchanged && submit()}
      title={t('admin.users.edit')}
      onClose={onClose}
      pending={pending}
      submitDisabled={unchanged}
      submitLabel={t('admin.common.update')}
      error={serverError}
    >
      <Stack gap="0">
        <Text fontWeight="medium">{fullName(user)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {user.email}
        </Text>
      </Stack>
      <DescribedFormFields
        description={USER_RESOURCE}
        values={values}
        onChange={change}
        choices={{ role: choicesOf(ROLES, roleLabel) }}
        own={{ role: { disabled: !mayChangeRole }, isActive: { disabled: !mayChange } }}
        role={viewer?.role}
        columns={1}
      />
      {note && (
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      )}
    </FormDialog>
  );
}
