import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { ScanLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../lib/i18n/i18n';
import { readerKind, startReading } from '../barcode-readers';

/** Whether this device can read barcodes with its camera (the browser's detector or the library). */
export const canScan = () => readerKind() !== null;

type CameraProblem = 'noCamera' | 'denied' | 'failed';

/** Why the camera did not start, from the browser's error name (its message is English and technical). */
function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError'].includes(name)) return 'noCamera';
  if (['NotAllowedError', 'PermissionDeniedError', 'SecurityError'].includes(name)) return 'denied';
  return 'failed';
}

/**
 * The tablet's back camera, read a few times a second; each new code is handed to onCode (the
 * same code again only after a pause, so holding a box in view adds it once).
 */
export function BarcodeScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  useEffect(() => {
    const kind = readerKind();
    if (!on || !kind || !video.current) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    setProblem(null);
    startReading(kind, video.current, onCode)
      .then((s) => {
        if (cancelled) s();
        else stop = s;
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        // No camera or no permission: say so and step aside (no empty video, no stuck Stop button).
        setProblem(cameraProblem(e));
        setOn(false);
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [on, onCode]);
  if (!canScan()) return <Text color="fg.muted" fontSize="sm">{t('shop.scanUnavailable')}</Text>;
  return (
    <Stack gap="2">
      <Button minH="11" variant="outline" onClick={() => setOn((v) => !v)} alignSelf="start">
        <ScanLine /> {on ? t('shop.stopScanning') : t('shop.scan')}
      </Button>
      {on && <video ref={video} muted playsInline style={{ width: '100%', maxWidth: 480, borderRadius: 8 }} />}
      {problem && (
        <Alert.Root status="warning" data-testid="scan-problem">
          <Alert.Indicator />
          <Alert.Title>{t(`shop.scanProblem.${problem}`)}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
