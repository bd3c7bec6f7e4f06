import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginForm } from '../../features/auth/login-form';
import { useI18n } from '../../lib/i18n/i18n';
import { safeRedirect } from '../../lib/session/guards';
import { AuthLayout } from '../../ui/layout/auth-layout';

export const Route = createFileRoute('/_guest/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  component: LoginPage,
});

function LoginPage() {
  const { t } = useI18n();
  const router = useRouter();
  const { redirect } = Route.useSearch();
  return (
    <AuthLayout title={t('auth.welcome')} subtitle={t('auth.signInSubtitle')}>
      <LoginForm onSignedIn={() => router.history.push(safeRedirect(redirect))} />
    </AuthLayout>
  );
}
