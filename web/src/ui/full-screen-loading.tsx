import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { MSG } from '@portal/contract/messages';

export function FullScreenLoading() {
  return (
    <Center minH="100vh" role="status" aria-live="polite">
      <VStack gap="4">
        <Spinner size="xl" color="primary.solid" />
        <Text>{MSG.loading}</Text>
      </VStack>
    </Center>
  );
}
