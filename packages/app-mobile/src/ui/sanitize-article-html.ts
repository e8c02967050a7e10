// Server HTML of content pages, made safe to render: DOMPurify keeps formatting and images and drops
// scripts, event handlers, javascript: links, forms and frames. Anything an editor (or an attacker who
// reached the CMS) typed stays text or disappears; nothing runs. The page's own h1 is the article's title,
// so a heading in the body that repeats the title is dropped, and an image without a description is
// marked decorative (alt="") rather than read out as its file name. Shared by every screen that shows an
// organiser's HTML (content pages, information pages, news); `lazyImages` lets pictures below the fold
// wait until they are scrolled to.
import DOMPurify from 'dompurify';

const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'];

const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

export interface ArticleHtmlOptions {
  /** Pictures load when scrolled near (loading="lazy", decoding="async"). */
  readonly lazyImages?: boolean;
}

export function sanitizeArticleHtml(html: string, title = '', { lazyImages = false }: ArticleHtmlOptions = {}): string {
  const body = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const image of body.querySelectorAll('img:not([alt])')) image.setAttribute('alt', '');
  if (lazyImages) {
    for (const image of body.querySelectorAll('img')) {
      image.setAttribute('loading', 'lazy');
      image.setAttribute('decoding', 'async');
    }
  }
  const first = body.firstElementChild;
  if (first && /^H[1-6]$/.test(first.tagName) && title !== '' && sameText(first.textContent ?? '', title)) first.remove();
  const holder = document.createElement('div');
  holder.append(body);
  return holder.innerHTML;
}
