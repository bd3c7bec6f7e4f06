import { Box, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { CircleUser } from 'lucide-react';
import { roleLabel } from '../../lib/i18n/labels';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useI18n } from '../../lib/i18n/i18n';
import { useState } from 'react';
import type { PendingOrders } from '../../lib/session/held-orders';
import { logout, ordersLeftAtSignOut } from '../../lib/session/logout';
import { isAdmin } from '../../lib/session/roles';
import { useSession } from '../../lib/session/use-session';
import { ConfirmDialog } from '../confirm-dialog';
import { useMenuChoice } from '../menu-choice';
import { notify } from '../toaster';

export function AccountMenu() {
  const { t } = useI18n();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Orders not sent yet: the person is told what becomes of them before signing out.
  const [pending, setPending] = useState<PendingOrders | null>(null);
  const signOut = async () => {
    await logout();
    queryClient.clear();
    notify.clearMessages();
    await navigate({ to: '/login' });
  };
  const onSelect = async (value: string) => {
    if (!user) return;
    if (value === 'logout') {
      const left = await ordersLeftAtSignOut(user.id);
      if (left.sealed + left.waiting + left.refused > 0) setPending(left);
      else await signOut();
      return;
    }
    if (value === 'dashboard') await navigate({ to: isAdmin(user.role) ? '/admin/dashboard' : '/dashboard' });
    if (value === 'profile') await navigate({ to: '/profile' });
    if (value === 'settings') await navigate({ to: '/settings' });
  };
  const menu = useMenuChoice((value) => void onSelect(value));
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`;
  const pendingText = pending
    ? [
        pending.sealed > 0 ? t('nav.signoutSealed', { count: pending.sealed }) : '',
        pending.waiting > 0 ? t('nav.signoutWaiting', { count: pending.waiting }) : '',
        pending.refused > 0 ? t('nav.signoutRefused', { count: pending.refused }) : '',
      ]
        .filter(Boolean)
        .join(' ')
    : undefined;

  return (
    <>
      <ConfirmDialog
        open={pending !== null}
        title={t('nav.signoutTitle')}
        body={pendingText}
        confirmLabel={t('nav.signoutConfirm')}
        cancelLabel={t('nav.signoutWait')}
        confirmPalette="primary"
        onConfirm={() => {
          setPending(null);
          void signOut();
        }}
        onClose={() => setPending(null)}
      />
      {/* Placed against the window, as its button in the sticky bar is: placed against the page, an
          open menu moved with a list still scrolling into place and a tap on Logout could miss. */}
      <Menu.Root positioning={{ placement: 'bottom-end', strategy: 'fixed' }} lazyMount unmountOnExit {...menu.root}>
        <Menu.Trigger asChild>
          <IconButton variant="ghost" aria-label={t('nav.account')}>
            <CircleUser />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="56">
              <Box px="2" py="2">
                <Text fontWeight="semibold">{name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {user.email}
                </Text>
                <Text fontSize="xs" color="primary.fg" mt="1">
                  {roleLabel(user.role)}
                </Text>
              </Box>
              <Menu.Separator />
              <Menu.Item {...menu.item('dashboard')}>{t('nav.dashboard')}</Menu.Item>
              <Menu.Item {...menu.item('profile')}>{t('nav.profile')}</Menu.Item>
              <Menu.Item {...menu.item('settings')}>{t('nav.settings')}</Menu.Item>
              <Menu.Separator />
              <Menu.Item {...menu.item('logout')}>{t('nav.logout')}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </>
  );
}
