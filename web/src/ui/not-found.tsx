import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useI18n } from '../lib/i18n/i18n';

export function NotFound() {
  const { t } = useI18n();
  return (
    <Center minH="60vh" px="4">
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="4xl">
          404
        </Heading>
        <Heading as="h2" size="xl">
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
