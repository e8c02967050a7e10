// A poster drawn to one picture (poster-drawing.ts) — the exhibition's art on the theme colour, a panel with
// the exhibition's title, a headline and the QR code of `qrValue` — shown as an <img> WeChat saves or
// forwards by long-press (it can neither save a download nor long-press a canvas); elsewhere a link saves
// the file too. The QR library loads with the first poster; while the picture is drawn the place shows
// the loading line, and a drawing that failed says so with a retry. Every text is drawn as pixels by
// fillText and said again in the picture's text alternative.
import { Button } from '../button';
import { useEffect, useState } from 'react';
import { LoadingScreen } from '../loading-screen';
import { useShell } from '../shell-context';
import { useSession } from '../use-session';
import { useExhibitionArt } from './exhibition-art';
import { LazyQRCodeCanvas } from '../lazy-qr-canvas';
import { drawPoster } from './poster-drawing';
import './poster-image.css';

export interface PosterImageProps {
  /** What the QR code says (a link, a check-in code). */
  readonly qrValue: string;
  /** The headline drawn in the panel (up to two lines). */
  readonly headline: string;
  /** The line under the code (one line). */
  readonly scan: string;
  /** The picture's text alternative: everything the picture says. */
  readonly alt: string;
  readonly caption?: string;
  /** The saved file's name outside WeChat. */
  readonly fileName: string;
  /** The caller's words for a drawing that failed, its retry, and the save link. */
  readonly words: { readonly failed: string; readonly retry: string; readonly save: string };
}

type Drawing = { readonly state: 'drawing' } | { readonly state: 'drawn'; readonly image: string } | { readonly state: 'failed' };

export function PosterImage({ qrValue, headline, scan, alt, caption, fileName, words }: PosterImageProps) {
  const { environment } = useShell();
  const title = useSession((s) => s.config?.title ?? '');
  const art = useExhibitionArt();
  const theme = useSession((s) => s.config?.theme.pageThemeColor ?? '#839cfc');
  // The QR canvas arrives with its lazy library; the poster is drawn once it is there.
  const [qr, setQr] = useState<HTMLCanvasElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [drawing, setDrawing] = useState<Drawing>({ state: 'drawing' });
  useEffect(() => {
    // The QR canvas (a child) has drawn itself by now: children's effects run first.
    const code = qr;
    if (!code) return;
    let live = true;
    setDrawing({ state: 'drawing' });
    drawPoster({ art, theme, title, invite: headline, scan, qr: code }).then(
      (image) => live && setDrawing({ state: 'drawn', image }),
      () => live && setDrawing({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [qr, art, theme, title, headline, scan, qrValue, attempt]);
  return (
    <figure className="fp-poster">
      <LazyQRCodeCanvas ref={setQr} value={qrValue} size={320} marginSize={2} aria-hidden="true" />
      {drawing.state === 'drawn' && <img src={drawing.image} alt={alt} />}
      {drawing.state === 'drawing' && <LoadingScreen />}
      {drawing.state === 'failed' && (
        <>
          <p className="fp-form__error" role="alert">
            {words.failed}
          </p>
          <Button fill="outline" onClick={() => setAttempt((count) => count + 1)}>
            {words.retry}
          </Button>
        </>
      )}
      {caption && <figcaption className="fp-note">{caption}</figcaption>}
      {drawing.state === 'drawn' && !environment.isWeChat && (
        // WeChat's browser ignores downloads; there the long-press on the picture saves it.
        <a href={drawing.image} download={fileName} className="fp-poster__save">
          {words.save}
        </a>
      )}
    </figure>
  );
}
