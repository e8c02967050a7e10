// An organiser's HTML (information pages, news) in the page: sanitised by the app's one sanitiser, its
// pictures lazy and never wider than the phone. A chunk of its own (./article-body.tsx).
import { useMemo } from 'react';
import { sanitizeArticleHtml } from '../../ui/sanitize-article-html';
import '../../ui/article.css';

export default function ArticleHtml({ html, title }: { readonly html: string; readonly title: string }) {
  const safe = useMemo(() => sanitizeArticleHtml(html, title, { lazyImages: true }), [html, title]);
  // Sanitised above by DOMPurify (ui/sanitize-article-html.ts).
  return <div className="fp-article" data-testid="article-body" dangerouslySetInnerHTML={{ __html: safe }} />;
}
