import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form';
import { useI18n } from '../../lib/i18n/i18n';
import { AuthLayout } from '../../ui/layout/auth-layout';

export const Route = createFileRoute('/_guest/forgot-password')({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  const { t } = useI18n();
  return (
    <AuthLayout title={t('auth.forgotTitle')}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
