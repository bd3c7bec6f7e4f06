import { Heading, Stack, Text } from '@chakra-ui/react';
import { useI18n, type MessageKey } from '../lib/i18n/i18n';

/** What a screen shows until its real content lands: its title and a short note. */
export function PlaceholderPage({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useI18n();
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        {t(titleKey)}
      </Heading>
      <Text color="fg.muted">{t('common.comingSoon')}</Text>
    </Stack>
  );
}

/** A route component for a placeholder screen. */
export const placeholder = (titleKey: MessageKey) =>
  function Placeholder() {
    return <PlaceholderPage titleKey={titleKey} />;
  };
