import { useEffect, useState } from 'react';
import { imageType } from '../preview-kind';

/**
 * An image from its bytes, through <img> from a blob URL only: an SVG drawn by <img> runs no script, while one
 * inlined or opened as a page would run it on this site. The address is revoked once the image has drawn, so
 * "open image in new tab" cannot open the SVG as a page of this origin either.
 */
export default function ImageViewer({ blob, name }: { blob: Blob; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const address = URL.createObjectURL(new Blob([blob], { type: imageType(name) }));
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [blob, name]);
  if (!url) return null;
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
      <img
        data-testid="preview-image"
        src={url}
        alt={name}
        style={{ maxWidth: '100%', height: 'auto' }}
        onLoad={() => URL.revokeObjectURL(url)}
      />
    </div>
  );
}
