// The PDF library (pdf.js), loaded only by the viewer once /pdfPreview is on screen: its worker is a
// separate asset (Vite's ?url), so neither weighs on any route's first load. Pages are drawn to canvases
// at the width they are shown, sharp on high-density screens. Chinese text set in Adobe's STSong-Light
// (the organiser's letters, a group's entry codes: a font every viewer knows without embedding) needs two
// of pdf.js's predefined CMaps; they are assets of their own too, fetched only when a PDF asks for them.
import { getDocument, GlobalWorkerOptions, type PDFDocumentLoadingTask, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import gb1Ucs2Url from 'pdfjs-dist/cmaps/Adobe-GB1-UCS2.bcmap?url';
import uniGbUcs2HUrl from 'pdfjs-dist/cmaps/UniGB-UCS2-H.bcmap?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** The predefined CMaps this app carries, by the file name pdf.js asks for. */
const CMAPS: Readonly<Record<string, string>> = { 'UniGB-UCS2-H.bcmap': uniGbUcs2HUrl, 'Adobe-GB1-UCS2.bcmap': gb1Ucs2Url };

/** pdf.js's reader of built-in data, limited to the CMaps above (Vite gives them hashed names, so no folder URL). */
class BundledCMaps {
  async fetch({ kind, filename }: { readonly kind: string; readonly filename: string }): Promise<Uint8Array> {
    const url = kind === 'cMapUrl' ? CMAPS[filename] : undefined;
    if (!url) throw new Error(`No bundled ${kind} ${filename}`);
    const reply = await fetch(url);
    if (!reply.ok) throw new Error(`${filename}: ${reply.status}`);
    return new Uint8Array(await reply.arrayBuffer());
  }
}

export interface OpenedPdf {
  readonly pageCount: number;
  /** Draws page `pageNumber` (from 1) into `canvas`, `cssWidth` CSS pixels wide. */
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<void>;
  close(): void;
}

/** Opens the PDF at `url` (the material's signed address), no cookies sent along. */
export async function openPdf(url: string): Promise<OpenedPdf> {
  const task: PDFDocumentLoadingTask = getDocument({ url, withCredentials: false, BinaryDataFactory: BundledCMaps, useWorkerFetch: false, cMapPacked: true });
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
