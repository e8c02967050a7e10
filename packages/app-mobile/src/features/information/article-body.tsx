// The organiser's HTML of an information page or a news article. Its sanitiser (DOMPurify, ~15 KiB gzip)
// is a chunk of its own, out of the screens' first load: a screen asks for it when it opens
// (usePreloadedArticleBody), so it arrives while the page's text is fetched, not after.
import { lazy, Suspense, useEffect } from 'react';

const load = () => import('./article-html');
const ArticleHtml = lazy(load);

/** Starts fetching the article's sanitiser when the screen opens. */
export function usePreloadedArticleBody(): void {
  useEffect(() => {
    load().catch(() => undefined);
  }, []);
}

export function ArticleBody({ html, title }: { readonly html: string; readonly title: string }) {
  return (
    <Suspense fallback={null}>
      <ArticleHtml html={html} title={title} />
    </Suspense>
  );
}
