/**
 * Demo product pictures: a handful of distinct 800x800 WebP files rendered from SVG with sharp,
 * stored once in stored_files (where every API instance reads uploads) with server-made (uuid)
 * names. Many product rows point at the same few files, which keeps a 20,000-product seed fast
 * and small.
 */
import sharp from 'sharp';
import type { Executor } from '../client';
import { storedFiles } from '../schema/shared-state';
import type { Random } from './random';

export interface SeedImage {
  /** Path relative to the upload folder, as stored in product_images.file_key. */
  fileKey: string;
  width: number;
  height: number;
  /** Words for alt text: what the picture shows. */
  look: string;
}

const SIZE = 800;

interface Look {
  name: string;
  from: string;
  to: string;
  shape: (fill: string) => string;
  fill: string;
}

const LOOKS: readonly Look[] = [
  { name: 'blue circle', from: '#dbeafe', to: '#93c5fd', fill: '#1d4ed8', shape: (f) => `<circle cx="400" cy="400" r="220" fill="${f}"/>` },
  { name: 'green square', from: '#dcfce7', to: '#86efac', fill: '#15803d', shape: (f) => `<rect x="190" y="190" width="420" height="420" rx="48" fill="${f}"/>` },
  { name: 'orange triangle', from: '#ffedd5', to: '#fdba74', fill: '#c2410c', shape: (f) => `<polygon points="400,150 660,620 140,620" fill="${f}"/>` },
  { name: 'purple hexagon', from: '#f3e8ff', to: '#d8b4fe', fill: '#7e22ce', shape: (f) => `<polygon points="400,160 608,280 608,520 400,640 192,520 192,280" fill="${f}"/>` },
  { name: 'red diamond', from: '#fee2e2', to: '#fca5a5', fill: '#b91c1c', shape: (f) => `<polygon points="400,140 660,400 400,660 140,400" fill="${f}"/>` },
  { name: 'teal rings', from: '#ccfbf1', to: '#5eead4', fill: '#0f766e', shape: (f) => `<circle cx="400" cy="400" r="240" fill="none" stroke="${f}" stroke-width="40"/><circle cx="400" cy="400" r="120" fill="${f}"/>` },
  { name: 'amber stripes', from: '#fef3c7', to: '#fcd34d', fill: '#b45309', shape: (f) => [0, 1, 2, 3].map((i) => `<rect x="170" y="${200 + i * 110}" width="460" height="60" rx="30" fill="${f}"/>`).join('') },
  { name: 'slate box', from: '#f1f5f9', to: '#cbd5e1', fill: '#334155', shape: (f) => `<rect x="220" y="260" width="360" height="300" fill="${f}"/><polygon points="220,260 400,170 580,260" fill="${f}" opacity="0.7"/>` },
];

function svgOf(look: Look): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>${look.shape(look.fill)}</svg>`;
  return Buffer.from(svg);
}

export interface RenderedImage extends SeedImage {
  data: Buffer;
}

/** Renders the base pictures; names come from `random` so reruns make the same keys. */
export function renderSeedImages(random: Random): Promise<RenderedImage[]> {
  const keys = LOOKS.map(() => `products/${random.uuid()}.webp`);
  return Promise.all(
    LOOKS.map(async (look, i) => ({
      fileKey: keys[i]!,
      width: SIZE,
      height: SIZE,
      look: look.name,
      data: await sharp(svgOf(look)).webp({ quality: 80 }).toBuffer(),
    })),
  );
}

/** Stores the rendered pictures (a rerun finds them already there). */
export async function storeSeedImages(tx: Executor, images: RenderedImage[]): Promise<SeedImage[]> {
  await tx.insert(storedFiles).values(images.map((i) => ({ key: i.fileKey, data: i.data }))).onConflictDoNothing();
  return images.map(({ data: _data, ...image }) => image);
}
