import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One labelled value of a details dialog; nothing to show is a dash. A wide one takes the grid's whole row. */
export const DetailItem = ({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) => (
  <Stack gap="0" gridColumn={wide ? '1 / -1' : undefined}>
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text as="div">{children || '-'}</Text>
  </Stack>
);
