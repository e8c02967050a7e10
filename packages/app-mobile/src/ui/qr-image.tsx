// A QR code to keep or pass on, as a picture: WeChat's browser can neither save nor recognise an inline SVG
// by long-press, but it does both on an <img>. The code is drawn once on a hidden canvas (the QR library
// comes with the first screen that shows a code, not before; a network that drops as it loads leaves the
// code's place empty, never the screen) and shown as a PNG data URL with its text
// alternative; on a phone the caption says to press and hold it. The code's place is kept while it draws.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyQRCodeCanvas } from './lazy-qr-canvas';
import { useShell } from './shell-context';
import './qr-image.css';

export interface QrImageProps {
  /** What the code says (a link, an entry code). */
  readonly value: string;
  /** The picture's text alternative: what the code is. */
  readonly alt: string;
  /** Shown size in CSS pixels (drawn at the screen's pixel ratio). */
  readonly size?: number;
  /** Quiet zone in modules (4 for a scanner at a gate, 2 where space is short). */
  readonly margin?: number;
  /** Under the picture, above the long-press hint. */
  readonly caption?: ReactNode;
  /** The long-press hint ("press and hold to save or forward"); on by default, never on a desktop. */
  readonly hint?: boolean;
  readonly className?: string;
}

export function QrImage({ value, alt, size = 220, margin = 2, caption, hint = true, className }: QrImageProps) {
  const { t } = useTranslation('keep');
  const { environment } = useShell();
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    // The canvas (a child) has drawn this value by now: children's effects run first.
    if (!canvas) return;
    try {
      setSrc(canvas.toDataURL('image/png'));
    } catch {
      setSrc(null);
    }
  }, [canvas, value, size, margin]);
  const showHint = hint && !environment.isDesktop;
  return (
    <figure className={className ? `fp-qr ${className}` : 'fp-qr'}>
      <LazyQRCodeCanvas ref={setCanvas} value={value} size={size} marginSize={margin} level="M" aria-hidden="true" className="fp-qr__canvas" />
      {src ? (
        <img className="fp-qr__image" src={src} alt={alt} width={size} height={size} data-qr-value={value} />
      ) : (
        <span className="fp-qr__placeholder" style={{ width: size, height: size }} aria-hidden="true" />
      )}
      {(caption || showHint) && (
        <figcaption className="fp-qr__caption">
          {caption}
          {showHint && <span className="fp-qr__hint">{t('qrHint')}</span>}
        </figcaption>
      )}
    </figure>
  );
}
