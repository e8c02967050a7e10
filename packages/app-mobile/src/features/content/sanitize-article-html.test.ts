import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize-article-html';

describe('content page HTML', () => {
  it('keeps the formatting an editor wrote', () => {
    expect(sanitizeArticleHtml('<h2>参观须知</h2><p>请携带<strong>身份证</strong></p><ul><li>9:00</li></ul>')).toBe(
      '<h2>参观须知</h2><p>请携带<strong>身份证</strong></p><ul><li>9:00</li></ul>',
    );
  });

  it.each([
    ['a script element', '<p>a</p><script>alert(2)</script>', /<script/i],
    ['an onerror handler', '<img src="x" onerror="alert(1)">', /onerror/i],
    ['a javascript: link', '<a href="javascript:alert(3)">details</a>', /javascript:/i],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ['an inline style', '<p style="position:fixed">x</p>', /style=/i],
    ['a form', '<form action="https://evil.example"><input name="p"></form>', /<form|<input/i],
  ])('removes %s', (_what, html, forbidden) => {
    expect(sanitizeArticleHtml(html)).not.toMatch(forbidden);
  });

  it('keeps the text of a link whose address was removed', () => {
    expect(sanitizeArticleHtml('<a href="javascript:alert(3)">details</a>')).toBe('<a>details</a>');
  });
});
