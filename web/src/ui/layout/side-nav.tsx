import { Box, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useI18n } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session/use-session';
import { navGroupsFor } from './nav-items';

/** The menu entries for the signed-in role; onNavigate closes the temporary drawer. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useI18n();
  const { user } = useSession();
  return (
    <Box as="nav" aria-label={t('nav.menu')} py="3">
      {navGroupsFor(user?.role).map((group) => (
        <Stack key={group.id} gap="0.5" mb="4" as="ul" listStyleType="none" px="2" aria-label={group.label ? t(group.label) : undefined}>
          {group.label && (
            <Text as="li" aria-hidden fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" px="3" pt="2" pb="1">
              {t(group.label)}
            </Text>
          )}
          {group.items.map((item) => (
            <li key={item.path}>
              <Link
                to={item.path}
                onClick={onNavigate}
                activeOptions={{ exact: item.path === '/dashboard' }}
                className="side-nav-link"
              >
                <Box
                  display="flex"
                  alignItems="center"
                  gap="3"
                  px="3"
                  py="2"
                  borderRadius="md"
                  fontSize="sm"
                  color="fg"
                  _hover={{ bg: 'bg.muted' }}
                  css={{ '.side-nav-link[data-status=active] > &': { bg: 'primary.subtle', color: 'primary.fg', fontWeight: 'semibold' } }}
                >
                  <item.icon size={18} />
                  {t(item.label)}
                </Box>
              </Link>
            </li>
          ))}
        </Stack>
      ))}
    </Box>
  );
}
