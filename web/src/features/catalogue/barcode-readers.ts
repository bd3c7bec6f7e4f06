/**
 * How the quick-order screen reads barcodes from the camera: the browser's own BarcodeDetector
 * where it exists (Chrome on Android and ChromeOS tablets), otherwise the ZXing library (iPads,
 * Firefox). The library is loaded with a dynamic import only when it is needed, so it never
 * weighs on a device that has the detector nor on the first route's bundle.
 */

interface DetectedCode {
  rawValue: string;
}
interface Detector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}
type DetectorClass = new (options?: { formats?: string[] }) => Detector;

export type ReaderKind = 'native' | 'library';

/** Stops the camera and the reading. */
export type StopReading = () => void;

const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'qr_code'];
const SAME_CODE_PAUSE_MS = 2000;
const BACK_CAMERA: MediaStreamConstraints = { video: { facingMode: 'environment' } };

const detectorClass = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** Which reader this device gets; null when it has no camera access at all. */
export function readerKind(): ReaderKind | null {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  return detectorClass() ? 'native' : 'library';
}

/** Hands each new code to onCode; the same code again only after a pause (a box held in view adds once). */
function deduplicated(onCode: (code: string) => void): (code: string | undefined) => void {
  let last = { code: '', at: 0 };
  return (code) => {
    if (!code || (code === last.code && Date.now() - last.at < SAME_CODE_PAUSE_MS)) return;
    last = { code, at: Date.now() };
    onCode(code);
  };
}

async function startNative(video: HTMLVideoElement, emit: (code: string | undefined) => void): Promise<StopReading> {
  const Detector = detectorClass()!;
  const detector = new Detector({ formats: FORMATS });
  const stream = await navigator.mediaDevices.getUserMedia(BACK_CAMERA);
  video.srcObject = stream;
  await video.play();
  const timer = setInterval(() => {
    void detector.detect(video).then((codes) => emit(codes[0]?.rawValue), () => undefined);
  }, 300);
  return () => {
    clearInterval(timer);
    stream.getTracks().forEach((track) => track.stop());
  };
}

async function startLibrary(video: HTMLVideoElement, emit: (code: string | undefined) => void): Promise<StopReading> {
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  const reader = new BrowserMultiFormatReader(undefined, { delayBetweenScanAttempts: 300 });
  const controls = await reader.decodeFromConstraints(BACK_CAMERA, video, (result) => emit(result?.getText()));
  return () => controls.stop();
}

/** Starts reading codes from the back camera into `video`; resolves the function that stops it. */
export function startReading(kind: ReaderKind, video: HTMLVideoElement, onCode: (code: string) => void): Promise<StopReading> {
  const emit = deduplicated(onCode);
  return kind === 'native' ? startNative(video, emit) : startLibrary(video, emit);
}
