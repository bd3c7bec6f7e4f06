import { Alert, Button, Card, Field, HStack, Input, InputGroup, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { isSuperAdmin } from '../../../lib/session/roles';
import { useSession } from '../../../lib/session/use-session';
import { messageOf } from '../kit/format';
import { PageHeader } from '../kit/page-header';
import { ErrorAlert, LoadingState } from '../kit/states';
import type { SettingsForm } from './use-settings-form';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  title: string;
  subtitle: string;
  form: SettingsForm;
  children: ReactNode;
  aside?: ReactNode;
}

/** The page around one settings form: access, loading, load failure with Retry, save errors, Save and Reset. */
export function SettingsFrame({ title, subtitle, form, children, aside }: Props) {
  const { user } = useSession();
  if (!isSuperAdmin(user?.role)) return <ErrorAlert message={t('admin.access.superAdmin')} />;
  const { query } = form;
  return (
    <Stack gap="5" maxW="3xl">
      <PageHeader title={title} subtitle={subtitle} />
      {query.isError && !query.data && <ErrorAlert message={messageOf(query.error, t('admin.system.fetchSettingsFailed'))} onRetry={() => void query.refetch()} />}
      {query.isPending && <LoadingState />}
      {form.values && (
        <Card.Root>
          <Card.Body>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                form.submit();
              }}
            >
              <Stack gap="4">
                {form.serverError && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{form.serverError}</Alert.Title>
                  </Alert.Root>
                )}
                {children}
                {aside}
                <HStack justify="flex-end" gap="2">
                  <Button variant="outline" disabled={!form.dirty || form.pending} onClick={form.reset}>
                    {t('admin.system.reset')}
                  </Button>
                  <Button type="submit" colorPalette="primary" loading={form.pending}>
                    {t('admin.system.save')}
                  </Button>
                </HStack>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

interface FieldProps {
  form: SettingsForm;
  name: string;
  label: string;
  help?: string;
  start?: string;
  end?: string;
  inputMode?: 'decimal' | 'text';
}

/** One labelled input bound to the form by its API field name, with its error under it. */
export function SettingsField({ form, name, label, help, start, end, inputMode = 'text' }: FieldProps) {
  const error = form.errors[name];
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup startElement={start} endElement={end}>
        <Input name={name} inputMode={inputMode} value={form.values?.[name] ?? ''} onChange={(e) => form.set(name, e.target.value)} />
      </InputGroup>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}
