// The PDF in the page (shared by the fair's materials and the exhibitor's visa letters): pdf.js is fetched after the screen renders (a dynamic import), then each page is
// drawn to a canvas at the phone's width as it comes near the screen, captioned "page x of n". A PDF
// that cannot be read says so in the page's language; the download link beside it always works.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenedPdf } from './pdf-render';
import './pdf-viewer.css';

type ViewerState = { readonly status: 'loading' } | { readonly status: 'failed' } | { readonly status: 'ready'; readonly pdf: OpenedPdf };

export function PdfViewer({ url, title }: { readonly url: string; readonly title: string }) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<ViewerState>({ status: 'loading' });
  useEffect(() => {
    let opened: OpenedPdf | undefined;
    let gone = false;
    setState({ status: 'loading' });
    import('./pdf-render')
      .then(({ openPdf }) => openPdf(url))
      .then((pdf) => {
        if (gone) pdf.close();
        else {
          opened = pdf;
          setState({ status: 'ready', pdf });
        }
      })
      .catch(() => {
        if (!gone) setState({ status: 'failed' });
      });
    return () => {
      gone = true;
      opened?.close();
    };
  }, [url]);

  if (state.status === 'loading') {
    return (
      <p className="fp-note" role="status">
        {t('pdf.loading')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className="fp-form__error" role="alert">
        {t('pdf.failed')}
      </p>
    );
  }
  return (
    <ol className="fp-pdf" aria-label={t('pdf.pages', { title, count: state.pdf.pageCount })}>
      {Array.from({ length: state.pdf.pageCount }, (_, index) => (
        <li key={index}>
          <PdfPage pdf={state.pdf} pageNumber={index + 1} />
        </li>
      ))}
    </ol>
  );
}

function PdfPage({ pdf, pageNumber }: { readonly pdf: OpenedPdf; readonly pageNumber: number }) {
  const { t } = useTranslation('common');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<'waiting' | 'drawn' | 'failed'>('waiting');
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let started = false;
    const draw = () => {
      if (started) return;
      started = true;
      const width = element.parentElement?.clientWidth ?? element.clientWidth;
      pdf.renderPage(pageNumber, element, width).then(
        () => setDrawn('drawn'),
        () => setDrawn('failed'),
      );
    };
    if (typeof IntersectionObserver === 'undefined') {
      draw();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        draw();
      }
    }, { rootMargin: '400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [pdf, pageNumber]);
  const caption = t('pdf.pageOf', { page: pageNumber, count: pdf.pageCount });
  return (
    <figure className={`fp-pdf__page fp-pdf__page--${drawn}`}>
      <canvas ref={canvas} className="fp-pdf__canvas" aria-hidden="true" data-testid="pdf-page" />
      <figcaption className="fp-pdf__caption">{drawn === 'failed' ? t('pdf.pageFailed', { page: pageNumber }) : caption}</figcaption>
    </figure>
  );
}
