import { Badge, Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { ProductImage } from '@portal/contract/products';
import { useState } from 'react';
import { t } from '../../../lib/i18n/i18n';

interface Props {
  images: ProductImage[];
  onMove: (from: number, to: number) => void;
  onPreview: (image: ProductImage) => void;
  onEdit: (image: ProductImage) => void;
  onDelete: (image: ProductImage) => void;
}

/**
 * The images in a horizontal row, reordered by native drag and drop or by the arrow buttons
 * (the keyboard way). The first active image is the primary; inactive ones are dimmed.
 */
export function ImageGrid({ images, onMove, onPreview, onEdit, onDelete }: Props) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const primaryId = images.find((i) => i.isActive)?.id;
  const end = () => {
    setDragging(null);
    setOver(null);
  };
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {t('admin.images.reorderHint')}
      </Text>
      <HStack as="ul" aria-label={t('admin.images.grid')} gap="3" overflowX="auto" pb="2" align="stretch" listStyleType="none">
        {images.map((image, index) => (
          <Box
            as="li"
            key={image.id}
            aria-label={t('admin.images.imageLabel', { n: index + 1 })}
            data-image-id={image.id}
            draggable
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(index));
              setDragging(index);
            }}
            onDragOver={(e) => {
              if (dragging === null) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              setOver(index);
            }}
            onDrop={(e) => {
              e.preventDefault();
              const from = dragging ?? Number(e.dataTransfer.getData('text/plain'));
              end();
              if (Number.isInteger(from) && from !== index) onMove(from, index);
            }}
            onDragEnd={end}
            flex="0 0 auto"
            w="44"
            borderWidth="2px"
            borderStyle={over === index && dragging !== index ? 'dashed' : 'solid'}
            borderColor={over === index && dragging !== index ? 'primary.solid' : 'border'}
            rounded="md"
            p="2"
            cursor="grab"
            bg="bg.panel"
          >
            <Stack gap="2" opacity={image.isActive ? 1 : 0.5}>
              <Box position="relative">
                <Image src={image.thumbUrl} alt={image.altText ?? ''} w="full" h="28" objectFit="cover" rounded="sm" draggable={false} />
                <HStack position="absolute" top="1" left="1" gap="1">
                  {image.id === primaryId && (
                    <Badge size="sm" colorPalette="green" variant="solid">
                      {t('admin.images.primary')}
                    </Badge>
                  )}
                  {!image.isActive && (
                    <Badge size="sm" colorPalette="gray" variant="solid">
                      {t('admin.images.inactive')}
                    </Badge>
                  )}
                </HStack>
              </Box>
              <Text fontSize="xs" color="fg.muted" truncate>
                {image.altText || t('admin.images.imageLabel', { n: index + 1 })}
              </Text>
            </Stack>
            <HStack gap="1" mt="2" justify="space-between">
              <Button size="2xs" variant="outline" aria-label={t('admin.images.moveUp', { n: index + 1 })} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
                ←
              </Button>
              <Button size="2xs" variant="outline" aria-label={t('admin.images.moveDown', { n: index + 1 })} disabled={index === images.length - 1} onClick={() => onMove(index, index + 1)}>
                →
              </Button>
            </HStack>
            <HStack gap="1" mt="1" justify="space-between">
              <Button size="2xs" variant="ghost" onClick={() => onPreview(image)}>
                {t('admin.images.preview')}
              </Button>
              <Button size="2xs" variant="ghost" onClick={() => onEdit(image)}>
                {t('admin.images.edit')}
              </Button>
              <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => onDelete(image)}>
                {t('admin.images.delete')}
              </Button>
            </HStack>
          </Box>
        ))}
      </HStack>
    </Stack>
  );
}
