import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { BootShell } from '../../app/boot-shell';
import { DeferredMount } from '../../app/deferred-mount';
import { LoginForm } from '../../features/auth/login-form';
import { NeedsHttpsNotice } from '../../features/auth/needs-https-notice';
import { SignInLayout } from '../../features/auth/sign-in-layout';
import { HeldOrdersNotice } from '../../features/outbox/held-orders-notice';
import { useI18n } from '../../lib/i18n/i18n';
import { safeRedirect } from '../../lib/session/guards';

export const Route = createFileRoute('/_guest/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  component: LoginPage,
});

/** Plain markup (no UI kit): the first screen of a first visit stays small (routes/__root.tsx). */
function LoginPage() {
  const { t } = useI18n();
  const router = useRouter();
  const { redirect } = Route.useSearch();
  // Mounted in a background render: the router's state change rendered the whole page in one
  // task (some 30 ms on a desktop); the first paint's outline stays until it is ready.
  return (
    <DeferredMount fallback={<BootShell />}>
      <SignInLayout title={t('auth.welcome')} subtitle={t('auth.signInSubtitle')}>
        <NeedsHttpsNotice />
        <HeldOrdersNotice />
        <LoginForm onSignedIn={() => router.history.push(safeRedirect(redirect))} />
      </SignInLayout>
    </DeferredMount>
  );
}
