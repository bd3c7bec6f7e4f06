import { SimpleGrid, Text } from '@chakra-ui/react';
import { useI18n } from '../../lib/i18n/i18n';
import { PasswordField } from '../../ui/form/password-field';
import { TextField } from '../../ui/form/text-field';
import type { FieldErrors } from '../../ui/form/validate';
import type { RegisterField, RegisterValues } from './register-values';

interface StepProps {
  values: RegisterValues;
  errors: FieldErrors;
  set: (field: RegisterField) => (value: string) => void;
}

export function PersonalStep({ values, errors, set }: StepProps) {
  const { t } = useI18n();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <TextField label={t('auth.firstName')} name="firstName" autoComplete="given-name" required value={values.firstName} onChange={set('firstName')} error={errors.firstName} />
      <TextField label={t('auth.lastName')} name="lastName" autoComplete="family-name" required value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
      <TextField label={t('auth.email')} name="email" type="email" autoComplete="email" required value={values.email} onChange={set('email')} error={errors.email} />
      <span />
      <PasswordField label={t('auth.password')} name="password" autoComplete="new-password" required value={values.password} onChange={set('password')} error={errors.password} />
      <PasswordField label={t('auth.confirmPassword')} name="confirmPassword" autoComplete="new-password" required value={values.confirmPassword} onChange={set('confirmPassword')} error={errors.confirmPassword} />
    </SimpleGrid>
  );
}

export function ChapterStep({ values, errors, set }: StepProps) {
  const { t } = useI18n();
  const optional = `(${t('common.optional')})`;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <TextField label={t('auth.chapterName')} name="chapterName" autoComplete="organization" required value={values.chapterName} onChange={set('chapterName')} error={errors.chapterName} />
      <TextField label={t('auth.address')} name="address" autoComplete="street-address" required value={values.address} onChange={set('address')} error={errors.address} />
      <TextField label={t('auth.city')} name="city" autoComplete="address-level2" required value={values.city} onChange={set('city')} error={errors.city} />
      <TextField label={t('auth.state')} name="state" autoComplete="address-level1" required value={values.state} onChange={set('state')} error={errors.state} />
      <TextField label={t('auth.zipCode')} name="zipCode" autoComplete="postal-code" required value={values.zipCode} onChange={set('zipCode')} error={errors.zipCode} />
      <TextField label={`${t('auth.phone')} ${optional}`} name="phone" type="tel" autoComplete="tel" placeholder="(555) 123-4567" value={values.phone} onChange={set('phone')} error={errors.phone} />
      <TextField label={`${t('auth.taxId')} ${optional}`} name="taxId" placeholder="12-3456789" value={values.taxId} onChange={set('taxId')} error={errors.taxId} />
    </SimpleGrid>
  );
}

export function ReviewStep({ values }: { values: RegisterValues }) {
  const { t } = useI18n();
  const rows: [string, string][] = [
    [t('auth.firstName'), values.firstName],
    [t('auth.lastName'), values.lastName],
    [t('auth.email'), values.email],
    [t('auth.chapterName'), values.chapterName],
    [t('auth.address'), values.address],
    [t('auth.city'), values.city],
    [t('auth.state'), values.state],
    [t('auth.zipCode'), values.zipCode],
    [t('auth.phone'), values.phone || '—'],
    [t('auth.taxId'), values.taxId || '—'],
  ];
  return (
    <dl data-testid="review">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="6" gapY="3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontWeight="semibold" overflowWrap="anywhere">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </dl>
  );
}
