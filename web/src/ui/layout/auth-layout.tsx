import type { ReactNode } from 'react';
import { Box, Card, Center, Heading, Text } from '@chakra-ui/react';
import { useI18n } from '../../lib/i18n/i18n';
import { ThemeToggle } from './theme-toggle';

/** The visitor pages' frame: a centred card under the product name. */
export function AuthLayout({ title, subtitle, children, maxW = 'md' }: { title: string; subtitle?: string; children: ReactNode; maxW?: string }) {
  const { t } = useI18n();
  return (
    <Center as="main" minH="100vh" px="4" py="8" bg="bg.subtle" flexDirection="column" gap="4">
      <Box position="absolute" top="2" right="2">
        <ThemeToggle />
      </Box>
      <Text fontWeight="bold" fontSize="lg" color="primary.fg">
        {t('app.name')}
      </Text>
      <Card.Root w="full" maxW={maxW}>
        <Card.Header>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Center>
  );
}
