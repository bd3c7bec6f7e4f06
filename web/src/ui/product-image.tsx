import { ImageOff } from 'lucide-react';
import './product-image.css';

/** A product picture, or a neutral placeholder when the product has none (or it fails to load offline). */
export function ProductImage({ src, alt, height = '180px' }: { src: string | null | undefined; alt: string; height?: string }) {
  if (!src) {
    return (
      <div className="product-image product-image-empty" style={{ height }} data-testid="image-placeholder">
        <ImageOff aria-hidden />
      </div>
    );
  }
  return (
    <div className="product-image" style={{ height }}>
      <img src={src} alt={alt} loading="lazy" />
    </div>
  );
}
