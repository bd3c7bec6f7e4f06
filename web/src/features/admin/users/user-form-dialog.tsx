import { Field, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { PublicUser } from '@portal/contract/auth';
import { ROLES, type Role } from '@portal/contract/rules';
import { FormDialog } from '../kit/form-dialog';
import { choicesOf, Select } from '../kit/select';
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
  const [role, setRole] = useState<Role>(user.role as Role);
  const [isActive, setIsActive] = useState(user.isActive);
  const own = viewer?.id === user.id;
  const mayChange = canChangeAccount(viewer, user);
  const mayChangeRole = mayChange && viewer?.role === 'SUPER_ADMIN';
  const note = own ? t('admin.users.ownAccount') : !mayChange ? t('admin.users.superAdminAccount') : !mayChangeRole ? t('admin.users.roleSuperAdminOnly') : null;
  const unchanged = role === user.role && isActive === user.isActive;
  return (
    <FormDialog
      onSubmit={() => !unchanged && onSubmit({ role, isActive })}
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
      <Field.Root disabled={!mayChangeRole}>
        <Field.Label>{t('admin.users.role')}</Field.Label>
        <Select value={role} onChange={(r) => setRole(r as Role)} choices={choicesOf(ROLES, roleLabel)} />
      </Field.Root>
      <Switch.Root checked={isActive} disabled={!mayChange} onCheckedChange={(d) => setIsActive(d.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('admin.common.active')}</Switch.Label>
      </Switch.Root>
      {note && (
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      )}
    </FormDialog>
  );
}
