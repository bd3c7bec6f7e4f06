import { Alert, Box, Button, Spinner, Text } from '@chakra-ui/react';
import { t } from '../../../lib/i18n/i18n';

export function ErrorAlert({ message, onRetry, onClose }: { message: string; onRetry?: () => void; onClose?: () => void }) {
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('admin.common.retry')}
        </Button>
      )}
      {onClose && (
        <Button size="sm" variant="ghost" aria-label={t('admin.common.dismiss')} onClick={onClose}>
          ✕
        </Button>
      )}
    </Alert.Root>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <Box py="10" textAlign="center">
      <Text color="fg.muted">{text}</Text>
    </Box>
  );
}

export function LoadingState() {
  return (
    <Box py="10" textAlign="center">
      <Spinner aria-label={t('admin.common.loading')} />
    </Box>
  );
}
