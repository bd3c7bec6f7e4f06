import { Box, Center, Image } from '@chakra-ui/react';
import { ImageOff } from 'lucide-react';

/** A product picture, or a neutral placeholder when the product has none (or it fails to load offline). */
export function ProductImage({ src, alt, height = '180px' }: { src: string | null | undefined; alt: string; height?: string }) {
  if (!src) {
    return (
      <Center h={height} bg="bg.muted" color="fg.subtle" data-testid="image-placeholder">
        <ImageOff aria-hidden />
      </Center>
    );
  }
  return (
    <Box h={height} bg="bg.muted" overflow="hidden">
      <Image src={src} alt={alt} w="full" h="full" objectFit="cover" loading="lazy" />
    </Box>
  );
}
