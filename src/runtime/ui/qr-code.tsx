import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `text` as an image (drawn in the browser; the text never leaves it). */
export function QrCode({ text, size = 180, label }: { text: string; size?: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: 'M' }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [text, size]);
  return src ? <img src={src} width={size} height={size} alt={label} data-qr={text} /> : <div style={{ width: size, height: size }} aria-busy="true" />;
}
