// Server HTML of content pages, made safe to render: DOMPurify keeps formatting and images and drops
// scripts, event handlers, javascript: links, forms and frames. Anything an editor (or an attacker who
// reached the CMS) typed stays text or disappears; nothing runs.
import DOMPurify from 'dompurify';

const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'];

export function sanitizeArticleHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset'],
  });
}
