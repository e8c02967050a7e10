import { describe, expect, it } from 'vitest';
import { usableArt } from './exhibition-art';

describe('the exhibition art', () => {
  it.each([
    ['/files/demo/poster.svg', '/files/demo/poster.svg'],
    [' https://cdn.example/poster.png ', 'https://cdn.example/poster.png'],
    ['//cdn.example/poster.png', '//cdn.example/poster.png'],
    ['javascript:alert(1)', ''],
    ['data:image/svg+xml,<svg onload=alert(1)>', ''],
    ['poster.png', ''],
    ['', ''],
  ])('uses %j as %j', (src, expected) => {
    expect(usableArt(src)).toBe(expected);
  });
});
