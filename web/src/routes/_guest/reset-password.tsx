import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordForm } from '../../features/auth/reset-password-form';
import { useI18n } from '../../lib/i18n/i18n';
import { AuthLayout } from '../../ui/layout/auth-layout';

export const Route = createFileRoute('/_guest/reset-password')({
  validateSearch: v.object({ token: v.optional(v.string()) }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { token } = Route.useSearch();
  return (
    <AuthLayout title={t('auth.resetTitle')}>
      <ResetPasswordForm token={token} onDone={() => navigate({ to: '/login' })} />
    </AuthLayout>
  );
}
