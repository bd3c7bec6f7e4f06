import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import './product-image.css';

/**
 * A product picture, or a neutral placeholder when the product has none or its picture cannot be
 * shown (offline and never downloaded: the service worker answers it with an empty 503).
 */
export function ProductImage({ src, alt, height = '180px' }: { src: string | null | undefined; alt: string; height?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div className="product-image product-image-empty" style={{ height }} data-testid="image-placeholder">
        <ImageOff aria-hidden />
      </div>
    );
  }
  return (
    <div className="product-image" style={{ height }}>
      <img src={src} alt={alt} loading="lazy" onError={() => setFailed(src)} />
    </div>
  );
}
