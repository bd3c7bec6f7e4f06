import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { RegisterWizard } from '../../features/auth/register-wizard';
import { useI18n } from '../../lib/i18n/i18n';
import { AuthLayout } from '../../ui/layout/auth-layout';

export const Route = createFileRoute('/_guest/register')({ component: RegisterPage });

function RegisterPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <AuthLayout title={t('auth.registerTitle')} maxW="2xl">
      <RegisterWizard onRegistered={() => navigate({ to: '/dashboard' })} />
    </AuthLayout>
  );
}
