import type { ReactNode } from 'react';
import { Box, CloseButton, Drawer, Flex, Portal, useMediaQuery } from '@chakra-ui/react';
import { SIDE_DRAWER_WIDTH } from '@portal/contract/rules';
import { useI18n } from '../../lib/i18n/i18n';
import { DeviceNotices } from '../device-notices';
import { DeviceReadStall } from '../device-read-stall';
import { InFrame } from './app-outline';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { SideNav } from './side-nav';
import { TOP_BAR_HEIGHT, TopBar } from './top-bar';
import { NARROW_QUERY, useSidebar } from './use-sidebar';

const DRAWER = `${SIDE_DRAWER_WIDTH}px`;

/**
 * The signed-in frame: top bar, side drawer (permanent from md up, an overlay below md),
 * breadcrumbs, the page and the footer.
 */
export function AppShell({ children, syncStatus, notifications }: { children: ReactNode; syncStatus?: ReactNode; notifications?: ReactNode }) {
  const { t } = useI18n();
  const sidebar = useSidebar();
  // The permanent menu shows from md up: on a phone it is not rendered at all, not just hidden.
  const [narrow] = useMediaQuery([NARROW_QUERY], { ssr: false });
  return (
    <InFrame.Provider value>
      <Flex direction="column" minH="100vh">
        <a href="#main" className="skip-link">
          {t('app.skipToContent')}
        </a>
        <TopBar onMenu={sidebar.toggle} syncStatus={syncStatus} notifications={notifications} />
        <Flex flex="1">
          <Box
            as="aside"
            display={{ base: 'none', md: sidebar.pinned ? 'block' : 'none' }}
            w={DRAWER}
            flexShrink={0}
            borderRightWidth="1px"
            position="sticky"
            top={TOP_BAR_HEIGHT}
            h={`calc(100vh - ${TOP_BAR_HEIGHT})`}
            overflowY="auto"
          >
            {!narrow && <SideNav />}
          </Box>
          {/* The overlay menu renders when opened (lazyMount), not hidden on every page. */}
          <Drawer.Root open={sidebar.overlay} onOpenChange={(details) => sidebar.setOverlay(details.open)} placement="start" lazyMount unmountOnExit>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content maxW={DRAWER} aria-label={t('nav.menu')}>
                  <Drawer.Header>
                    <Drawer.Title>{t('app.name')}</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body px="0">
                    <SideNav onNavigate={() => sidebar.setOverlay(false)} />
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={t('nav.closeMenu')} />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <Flex direction="column" flex="1" minW="0">
            <Box as="main" id="main" flex="1" px={{ base: '4', md: '8' }} py="6" tabIndex={-1} outline="none">
              <Breadcrumbs />
              <DeviceReadStall />
              <DeviceNotices />
              {children}
            </Box>
            <Footer />
          </Flex>
        </Flex>
      </Flex>
    </InFrame.Provider>
  );
}
