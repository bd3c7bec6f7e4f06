import { Box, Text } from '@chakra-ui/react';
import { useI18n } from '../../lib/i18n/i18n';

export function Footer() {
  const { t } = useI18n();
  return (
    <Box as="footer" borderTopWidth="1px" py="4" px="6" mt="auto">
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        {t('app.footer', { year: new Date().getFullYear() })}
      </Text>
    </Box>
  );
}
