import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One labelled value of a details dialog; nothing to show is a dash. */
export const DetailItem = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text as="div">{children || '-'}</Text>
  </Stack>
);
