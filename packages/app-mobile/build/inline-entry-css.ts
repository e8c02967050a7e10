// The shell's stylesheet (a few KiB) goes into index.html, so no render-blocking request stands between
// the HTML and the first paint. Its <link> stays, `disabled` (a disabled stylesheet is never fetched),
// because Vite's chunk loader looks for that link before fetching a lazy chunk's CSS: without it, the
// first lazy screen would download the sheet a second time.
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\.\/(assets\/[^"]+\.css)">/g;

/** index.html with each of its stylesheets inlined, and their links kept disabled. */
export function inlineStylesheets(html: string, cssOf: (file: string) => string): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = cssOf(file);
    return `<style>${css.replaceAll('</style', '<\\/style')}</style>${link.replace('>', ' disabled>')}`;
  });
}

export function inlineEntryCss(): Plugin {
  return {
    name: 'fairpass:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return inlineStylesheets(html, (file) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`inline-entry-css: ${file} is not in the build`);
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
      },
    },
  };
}
