import { CloseButton, Dialog, HStack, IconButton, Portal, Text } from '@chakra-ui/react';
import { Maximize2, ZoomIn, ZoomOut } from 'lucide-react';
import { useRef } from 'react';
import { formatNumber } from '../../../lib/i18n/format';
import { useI18n } from '../../../lib/i18n/i18n';
import { MAX_ZOOM, MIN_ZOOM, usePanZoom } from './pan-zoom';
import './picture-zoom.css';

interface Props {
  open: boolean;
  /** The same address the page shows, so the service worker's cache answers it offline. */
  src: string;
  alt: string;
  title: string;
  onClose: () => void;
}

/**
 * A product picture full size, to zoom and move: buttons, pinch, double tap or double click, the
 * wheel, or the keyboard once the picture has the focus. Escape or Close goes back to the page,
 * the focus with it.
 */
export function PictureZoom({ open, src, alt, title, onClose }: Props) {
  const { t } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} size={{ base: 'full', md: 'cover' }} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="picture-zoom">
            <Dialog.Header pe="14">
              <Dialog.Title lineClamp={1}>{title}</Dialog.Title>
            </Dialog.Header>
            <ZoomStage src={src} alt={alt} />
            <Dialog.CloseTrigger asChild>
              <CloseButton minW="11" h="11" aria-label={t('shop.zoom.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Rendered only while the dialog is open, so every opening starts fitted to the screen. */
function ZoomStage({ src, alt }: { src: string; alt: string }) {
  const { t } = useI18n();
  const stage = useRef<HTMLDivElement>(null);
  const zoom = usePanZoom(stage);
  return (
    <Dialog.Body display="flex" flexDirection="column" gap="2" px={{ base: '2', md: '4' }} pb={{ base: '2', md: '4' }} minH="0">
      <HStack justify="center" gap="2">
        <IconButton minW="11" h="11" variant="outline" aria-label={t('shop.zoom.out')} disabled={zoom.scale <= MIN_ZOOM} onClick={zoom.zoomOut}>
          <ZoomOut />
        </IconButton>
        <Text minW="14" textAlign="center" fontVariantNumeric="tabular-nums" aria-live="polite" data-testid="zoom-level">
          {t('shop.zoom.level', { percent: formatNumber(Math.round(zoom.scale * 100)) })}
        </Text>
        <IconButton minW="11" h="11" variant="outline" aria-label={t('shop.zoom.in')} disabled={zoom.scale >= MAX_ZOOM} onClick={zoom.zoomIn}>
          <ZoomIn />
        </IconButton>
        <IconButton minW="11" h="11" variant="outline" aria-label={t('shop.zoom.fit')} disabled={zoom.scale <= MIN_ZOOM} onClick={zoom.fit}>
          <Maximize2 />
        </IconButton>
      </HStack>
      <div
        ref={stage}
        className="zoom-stage"
        tabIndex={0}
        role="group"
        aria-roledescription={t('shop.zoom.picture')}
        aria-label={alt}
        aria-describedby="zoom-hint"
        data-zoomed={zoom.scale > MIN_ZOOM ? '' : undefined}
        {...zoom.handlers}
      >
        <img src={src} alt={alt} draggable={false} style={{ transform: zoom.transform }} />
      </div>
      <Text id="zoom-hint" fontSize="xs" color="fg.muted" textAlign="center">
        {t('shop.zoom.hint')}
      </Text>
    </Dialog.Body>
  );
}
