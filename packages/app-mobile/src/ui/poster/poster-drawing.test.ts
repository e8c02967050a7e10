import { describe, expect, it } from 'vitest';
import { wrapText } from './poster-drawing';

// One unit of width per character: the lines are easy to count.
const measure = (text: string) => Array.from(text).length;

describe('the poster’s text lines', () => {
  it('keeps a short text on one line', () => {
    expect(wrapText(measure, '宋分享 邀请您参观', 20, 2)).toEqual(['宋分享 邀请您参观']);
  });

  it('wraps a long text and ends the last line it may use with an ellipsis', () => {
    expect(wrapText(measure, 'abcdefghij', 4, 2)).toEqual(['abcd', 'efg…']);
    expect(wrapText(measure, 'abcdefgh', 4, 2)).toEqual(['abcd', 'efgh']);
  });

  it('treats markup as plain characters', () => {
    expect(wrapText(measure, '<b>Li</b>', 20, 1)).toEqual(['<b>Li</b>']);
  });
});
