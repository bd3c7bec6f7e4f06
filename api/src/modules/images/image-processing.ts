/**
 * Upload checks and encoding. The type comes from the file's first bytes, never from its name or
 * the part's Content-Type. Every accepted image is decoded and re-encoded to WebP, which drops
 * metadata (EXIF location and the like) and anything hidden after the image data; the pixel
 * limit stops decompression bombs before sharp allocates the frame.
 */
import sharp from 'sharp';
import type { ImageVariant } from '@portal/contract/products';

export const MAX_INPUT_PIXELS = 40_000_000;
export const ORIGINAL_MAX_PX = 2000;
export const VARIANT_WIDTHS: Record<Exclude<ImageVariant, 'full'>, number> = { thumb: 160, card: 480 };

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** The stored original: upright (EXIF orientation applied), at most 2000 px a side, WebP. */
export async function encodeOriginal(bytes: Buffer): Promise<EncodedImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: ORIGINAL_MAX_PX, height: ORIGINAL_MAX_PX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A smaller variant made from the stored original. */
export async function encodeVariant(original: Buffer, width: number): Promise<Buffer> {
  return sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}
