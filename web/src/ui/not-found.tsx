import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useI18n } from '../lib/i18n/i18n';

export function NotFound() {
  const { t } = useI18n();
  return (
    <Center as="main" minH="100vh" px="4">
      <VStack gap="4" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="primary.fg" aria-hidden>
          404
        </Text>
        <Heading as="h1" size="2xl">
          {t('notFound.title')}
        </Heading>
        <Text color="fg.muted">{t('notFound.text')}</Text>
        <Button asChild colorPalette="primary">
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      </VStack>
    </Center>
  );
}
