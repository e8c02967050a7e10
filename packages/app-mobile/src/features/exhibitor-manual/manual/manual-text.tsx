// The organiser's text of a manual section, sanitised as articles are (ui/sanitize-article-html: no
// script, handler or javascript: link survives). Its own chunk: DOMPurify stays out of the manual's
// first load (pnpm bench:size) and arrives with the text.
import { useMemo } from 'react';
import { sanitizeArticleHtml } from '../../../ui/sanitize-article-html';
import '../../../ui/article.css';

export default function ManualText({ html, title }: { readonly html: string; readonly title: string }) {
  const safe = useMemo(() => sanitizeArticleHtml(html, title), [html, title]);
  // Sanitised above: the organiser's HTML.
  return <div className="fp-article fp-exm-text" data-testid="manual-text" dangerouslySetInnerHTML={{ __html: safe }} />;
}
