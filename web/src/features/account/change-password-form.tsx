import { useState, type FormEvent } from 'react';
import { Button, Card, Heading, Stack } from '@chakra-ui/react';
import { changePasswordBody } from '@portal/contract/auth';
import { ApiError } from '../../lib/api/api-error';
import { errorText, fieldErrorTexts } from '../../lib/i18n/errors';
import { useI18n } from '../../lib/i18n/i18n';
import { PasswordField } from '../../ui/form/password-field';
import { validate, type FieldErrors } from '../../ui/form/validate';
import { notify } from '../../ui/toaster';
import { useChangePassword } from './profile-api';

const EMPTY = { currentPassword: '', newPassword: '' };

export function ChangePasswordForm() {
  const { t } = useI18n();
  const change = useChangePassword(t('profile.passwordChangeFailed'));
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validate(changePasswordBody, values);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    try {
      await change.mutateAsync(result.output);
      setValues(EMPTY);
      notify.success(t('profile.passwordChanged'));
    } catch (error) {
      if (error instanceof ApiError) setErrors(fieldErrorTexts(error));
      notify.error(errorText(error, 'profile.passwordChangeFailed'));
    }
  };

  return (
    <Card.Root asChild>
      <form onSubmit={onSubmit} noValidate>
      <Card.Body>
        <Stack gap="4" maxW="md">
          <Heading as="h2" size="md">
            {t('profile.changePassword')}
          </Heading>
          <PasswordField label={t('profile.currentPassword')} name="currentPassword" autoComplete="current-password" required value={values.currentPassword} onChange={(currentPassword) => setValues((v) => ({ ...v, currentPassword }))} error={errors.currentPassword} />
          <PasswordField label={t('auth.newPassword')} name="newPassword" autoComplete="new-password" required value={values.newPassword} onChange={(newPassword) => setValues((v) => ({ ...v, newPassword }))} error={errors.newPassword} />
          <Button type="submit" colorPalette="primary" alignSelf="start" loading={change.isPending}>
            {t('profile.changePassword')}
          </Button>
        </Stack>
      </Card.Body>
      </form>
    </Card.Root>
  );
}
