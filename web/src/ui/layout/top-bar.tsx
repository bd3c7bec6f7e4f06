import type { ReactNode } from 'react';
import { Box, Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Menu as MenuIcon } from 'lucide-react';
import { useI18n } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session/use-session';
import { isShopper } from '../../lib/session/roles';
import { AccountMenu } from './account-menu';
import { CartButton } from './cart-button';
import { ThemeToggle } from './theme-toggle';

export const TOP_BAR_HEIGHT = '64px';

/** syncStatus and notifications: the sync badge and the bell, passed in by the route so the layout depends on no feature. */
export function TopBar({ onMenu, syncStatus, notifications }: { onMenu: () => void; syncStatus?: ReactNode; notifications?: ReactNode }) {
  const { t } = useI18n();
  const { user } = useSession();
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="primary.solid" color="primary.contrast" h={TOP_BAR_HEIGHT}>
      <Flex h="full" align="center" px={{ base: '2', md: '4' }} gap="2">
        <IconButton
          variant="ghost"
          color="inherit"
          aria-label={t('nav.openMenu')}
          onClick={onMenu}
          _hover={{ bg: 'whiteAlpha.200' }}
        >
          <MenuIcon />
        </IconButton>
        {/* On a phone the name wraps onto two short lines rather than being cut ("Chapter Por…"). */}
        <Heading as="p" fontSize={{ base: 'sm', sm: 'md' }} lineHeight={{ base: '1.1', sm: 'normal' }} flex="1" minW="0" lineClamp={2} wordBreak="normal">
          <Link to="/">{t('app.name')}</Link>
        </Heading>
        <HStack gap="1" css={{ '& > button, & > a': { color: 'inherit' }, '& > button:hover, & > a:hover': { bg: 'whiteAlpha.200' } }}>
          {syncStatus}
          {isShopper(user?.role) && <CartButton />}
          {notifications}
          <ThemeToggle />
          <AccountMenu />
        </HStack>
      </Flex>
    </Box>
  );
}
