import { useState, type FormEvent } from 'react';
import { Alert, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { registerChapterStep, registerPersonalStep } from '@portal/contract/auth';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../../lib/api/api-error';
import { errorText, fieldErrorTexts } from '../../lib/i18n/errors';
import { useI18n } from '../../lib/i18n/i18n';
import { validate, type FieldErrors } from '../../ui/form/validate';
import { notify } from '../../ui/toaster';
import { emailAvailable, register } from './auth-api';
import { ChapterStep, PersonalStep, ReviewStep } from './register-fields';
import { RegisterSteps } from './register-steps';
import { EMPTY_REGISTER, PERSONAL_FIELDS, toRegisterBody, wizardFieldOf, type RegisterField } from './register-values';

const STEP_SCHEMAS = [registerPersonalStep, registerChapterStep] as const;

/** Three steps; Next only when the current step passes the contract's step schema. */
export function RegisterWizard({ onRegistered }: { onRegistered: () => void | Promise<void> }) {
  const { t } = useI18n();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState(EMPTY_REGISTER);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: RegisterField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const next = async () => {
    const schema = STEP_SCHEMAS[step];
    if (!schema) return;
    const result = validate(schema, values);
    if (!result.ok) return setErrors(result.errors);
    // A taken email is said on the step where it was typed, not after the whole form.
    if (step === 0) {
      setBusy(true);
      const free = await emailAvailable(values.email.trim());
      setBusy(false);
      if (!free) return setErrors({ email: t('validation.emailExists') });
    }
    setErrors({});
    setStep(step + 1);
  };

  const submit = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await register(toRegisterBody(values));
      notify.success(t('auth.registrationSuccess'));
      await onRegistered();
    } catch (error) {
      const message = errorText(error, 'auth.registrationFailed');
      setFailure(message);
      notify.error(message);
      if (error instanceof ApiError) {
        const fieldErrors: FieldErrors = {};
        for (const [field, text] of Object.entries(fieldErrorTexts(error))) {
          const name = wizardFieldOf(field);
          if (name) fieldErrors[name] = text;
        }
        const names = Object.keys(fieldErrors) as RegisterField[];
        if (names.length > 0) {
          setErrors(fieldErrors);
          setStep(names.some((name) => PERSONAL_FIELDS.includes(name)) ? 0 : 1);
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < 2) void next();
    else void submit();
  };

  const titles = [t('auth.stepPersonal'), t('auth.stepChapter'), t('auth.stepReview')];
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.registerTitle')}>
      <RegisterSteps titles={titles} current={step} />
      <Stack gap="5">
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Text as="h2" fontWeight="semibold" fontSize="lg">
          {titles[step]}
        </Text>
        {step === 0 && <PersonalStep values={values} errors={errors} set={set} />}
        {step === 1 && <ChapterStep values={values} errors={errors} set={set} />}
        {step === 2 && <ReviewStep values={values} />}
        <HStack justify="space-between">
          <Button type="button" variant="outline" disabled={step === 0 || busy} onClick={() => setStep(step - 1)}>
            {t('common.back')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={busy}>
            {step < 2 ? t('common.next') : t('auth.createAccount')}
          </Button>
        </HStack>
        <Text fontSize="sm">
          {t('auth.haveAccount')}{' '}
          <ChakraLink asChild color="primary.fg">
            <Link to="/login">{t('auth.signIn')}</Link>
          </ChakraLink>
        </Text>
      </Stack>
    </form>
  );
}
