import { describe, expect, it } from 'vitest';
import { fileSizeText } from './file-size';

describe('file sizes', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(350 * 1024)).toBe('350 KB');
    expect(fileSizeText(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
