import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { profileUpdateBody, type PublicUser } from '@portal/contract/auth';
import { ApiError } from '../../lib/api/api-error';
import { errorText, fieldErrorTexts } from '../../lib/i18n/errors';
import { useI18n } from '../../lib/i18n/i18n';
import { TextField } from '../../ui/form/text-field';
import { validate, type FieldErrors } from '../../ui/form/validate';
import { notify } from '../../ui/toaster';
import { useUpdateProfile, type ProfileUpdate } from './profile-api';

function initial(user: PublicUser) {
  const c = user.chapter;
  return {
    firstName: user.firstName, lastName: user.lastName,
    name: c?.name ?? '', address: c?.address ?? '', city: c?.city ?? '', state: c?.state ?? '',
    zipCode: c?.zipCode ?? '', phone: c?.phone ?? '', taxId: c?.taxId ?? '',
  };
}
type Values = ReturnType<typeof initial>;

/** Names for everyone; chapter details for a person who belongs to a chapter. */
export function ProfileForm({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  const update = useUpdateProfile();
  const [values, setValues] = useState<Values>(() => initial(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { firstName, lastName, ...chapter } = values;
    const body: ProfileUpdate = { firstName, lastName };
    if (user.chapter) body.chapter = { ...chapter, phone: chapter.phone || undefined, taxId: chapter.taxId || undefined };
    const result = validate(profileUpdateBody, body);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    setFailure(null);
    try {
      await update.mutateAsync(result.output as ProfileUpdate);
      notify.success(t('profile.saved'));
    } catch (error) {
      const message = errorText(error, 'profile.updateFailed');
      setFailure(message);
      if (error instanceof ApiError) setErrors(fieldErrorTexts(error));
      notify.error(message);
    }
  };

  const field = (name: keyof Values, label: string, path: string, extra: { required?: boolean; placeholder?: string } = { required: true }) => (
    <TextField label={label} name={name} value={values[name]} onChange={set(name)} error={errors[path]} {...extra} />
  );

  return (
    <Card.Root asChild>
      <form onSubmit={onSubmit} noValidate>
      <Card.Body>
        <Stack gap="5">
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <Heading as="h2" size="md">
            {t('profile.personal')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {field('firstName', t('auth.firstName'), 'firstName')}
            {field('lastName', t('auth.lastName'), 'lastName')}
          </SimpleGrid>
          {user.chapter && (
            <>
              <Heading as="h2" size="md">
                {t('profile.chapter')}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {field('name', t('auth.chapterName'), 'chapter.name')}
                {field('address', t('auth.address'), 'chapter.address')}
                {field('city', t('auth.city'), 'chapter.city')}
                {field('state', t('auth.state'), 'chapter.state')}
                {field('zipCode', t('auth.zipCode'), 'chapter.zipCode')}
                {field('phone', t('auth.phone'), 'chapter.phone', { placeholder: '(555) 123-4567' })}
                {field('taxId', t('auth.taxId'), 'chapter.taxId', { placeholder: '12-3456789' })}
              </SimpleGrid>
            </>
          )}
          <Button type="submit" colorPalette="primary" alignSelf="start" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Stack>
      </Card.Body>
      </form>
    </Card.Root>
  );
}
