import { Box, Circle, HStack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';

/** The wizard's progress: numbered steps, the current one marked for assistive technology. */
export function RegisterSteps({ titles, current }: { titles: string[]; current: number }) {
  return (
    <HStack as="ol" listStyleType="none" gap="2" mb="6" justify="space-between" flexWrap="wrap">
      {titles.map((title, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <HStack as="li" key={title} gap="2" flex={{ base: active ? '1' : 'none', sm: '1' }} minW="0" aria-current={active ? 'step' : undefined}>
            <Circle size="7" flexShrink={0} bg={done || active ? 'primary.solid' : 'bg.emphasized'} color={done || active ? 'primary.contrast' : 'fg.muted'} fontSize="sm" fontWeight="bold">
              {done ? <Check size={16} /> : index + 1}
            </Circle>
            {/* A phone names the current step only (the others keep their name for screen readers):
                three names side by side broke mid-word in Spanish. */}
            <Text
              fontSize={{ base: 'xs', sm: 'sm' }}
              lineHeight="1.2"
              fontWeight={active ? 'semibold' : 'normal'}
              lineClamp={{ base: active ? 'none' : undefined, sm: 2 }}
              css={active ? undefined : { '@media (max-width: 29.99em)': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } }}
            >
              {title}
            </Text>
            {index < titles.length - 1 && <Box flex="1" h="1px" bg="border" display={{ base: 'none', sm: 'block' }} />}
          </HStack>
        );
      })}
    </HStack>
  );
}
