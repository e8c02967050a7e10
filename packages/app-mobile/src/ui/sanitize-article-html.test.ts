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

  it('marks an image without a description as decorative, and keeps a described one', () => {
    expect(sanitizeArticleHtml('<img src="https://cdn.example/a.png">')).toBe('<img src="https://cdn.example/a.png" alt="">');
    expect(sanitizeArticleHtml('<img src="https://cdn.example/a.png" alt="展馆地图">')).toContain('alt="展馆地图"');
  });

  it('drops a first heading that repeats the title the page already shows', () => {
    expect(sanitizeArticleHtml('<h2>参观须知 </h2><p>请携带身份证</p>', '参观须知')).toBe('<p>请携带身份证</p>');
    expect(sanitizeArticleHtml('<h2>交通</h2><p>地铁</p>', '参观须知')).toBe('<h2>交通</h2><p>地铁</p>');
  });

  it('keeps the text of a link whose address was removed', () => {
    expect(sanitizeArticleHtml('<a href="javascript:alert(3)">details</a>')).toBe('<a>details</a>');
  });

  it('lets pictures wait until they are scrolled to when asked', () => {
    expect(sanitizeArticleHtml('<p>a</p><img src="https://cdn.example/a.png" alt="map">', '', { lazyImages: true })).toBe(
      '<p>a</p><img src="https://cdn.example/a.png" alt="map" loading="lazy" decoding="async">',
    );
  });
});
