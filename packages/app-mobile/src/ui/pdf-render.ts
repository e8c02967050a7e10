// The PDF library (pdf.js), loaded only by the viewer once /pdfPreview is on screen: its worker is a
// separate asset (Vite's ?url), so neither weighs on any route's first load. Pages are drawn to canvases
// at the width they are shown, sharp on high-density screens.
import { getDocument, GlobalWorkerOptions, type PDFDocumentLoadingTask, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export interface OpenedPdf {
  readonly pageCount: number;
  /** Draws page `pageNumber` (from 1) into `canvas`, `cssWidth` CSS pixels wide. */
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<void>;
  close(): void;
}

/** Opens the PDF at `url` (the material's signed address), no cookies sent along. */
export async function openPdf(url: string): Promise<OpenedPdf> {
  const task: PDFDocumentLoadingTask = getDocument({ url, withCredentials: false });
  let document: PDFDocumentProxy;
  try {
    document = await task.promise;
  } catch (error) {
    void task.destroy();
    throw error;
  }
  return {
    pageCount: document.numPages,
    async renderPage(pageNumber, canvas, cssWidth) {
      const page = await document.getPage(pageNumber);
      const natural = page.getViewport({ scale: 1 });
      const scale = cssWidth / natural.width;
      const density = Math.min(window.devicePixelRatio || 1, 3);
      const viewport = page.getViewport({ scale: scale * density });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${cssWidth}px`;
      canvas.style.height = `${Math.floor(viewport.height / density)}px`;
      await page.render({ canvas, viewport }).promise;
      page.cleanup();
    },
    close() {
      void task.destroy();
    },
  };
}
