import { Outlet, createFileRoute, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loadUiKitCode } from '../app/chakra-ui';
import { DeferredMount } from '../app/deferred-mount';
import { KeptCart } from '../features/cart/kept-cart';
import { KeptList } from '../features/catalogue/kept-list';
import { NotificationsBell } from '../features/notifications/notifications-bell';
import { SyncStatus } from '../features/outbox/sync-status';
import { loadNamespaces } from '../lib/i18n/i18n';
import { recordHistory } from '../lib/return-link';
import { requireSignedIn } from '../lib/session/guards';
import { getSession } from '../lib/session/store';
import { AppOutline } from '../ui/layout/app-outline';
import { AppShell } from '../ui/layout/app-shell';

/** Every signed-in screen lives under this layout; the shell's and shopper's texts load with it. */
export const Route = createFileRoute('/_app')({
  staticData: { texts: ['shop'] },
  beforeLoad: async ({ location }) => {
    // With a session the texts and the UI kit load beside the check; a visitor on the way to
    // sign-in gets none. The screens' code loads after this, so the kit is evaluated on its own.
    const signedIn = getSession().signedIn;
    const texts = signedIn ? loadNamespaces('shop') : null;
    const kit = signedIn ? loadUiKitCode() : null;
    await requireSignedIn(location.href);
    await Promise.all([texts ?? loadNamespaces('shop'), kit ?? loadUiKitCode()]);
  },
  component: SignedInFrame,
});

function SignedInFrame() {
  // From here on, a link back to the page just before goes back to it (lib/return-link.ts); the
  // sign-in page has no such link and loads without this code.
  const router = useRouter();
  useEffect(() => recordHistory(router), [router]);
  return (
    <DeferredMount fallback={<AppOutline />}>
      <AppShell syncStatus={<SyncStatus />} notifications={<NotificationsBell />}>
        <Outlet />
        <KeptList />
        <KeptCart />
      </AppShell>
    </DeferredMount>
  );
}
