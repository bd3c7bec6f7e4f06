import { Badge, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { roleLabel } from '../../lib/i18n/labels';
import { useI18n } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session/use-session';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

export function ProfilePage() {
  const { t } = useI18n();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('profile.title')}
        </Heading>
        <HStack>
          <Text color="fg.muted">{user.email}</Text>
          <Badge colorPalette="primary">{roleLabel(user.role)}</Badge>
        </HStack>
      </Stack>
      <ProfileForm key={user.updatedAt} user={user} />
      <ChangePasswordForm />
    </Stack>
  );
}
