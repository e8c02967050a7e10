// The one masking move every masker shares: keep the ends, hide the middle. When a value is too short
// to keep both ends, fewer characters stay visible so that at least a third of it is always hidden
// (the familiar 138****0004 shows 7 of 11).

export const MASK = '*';

export const maskMiddle = (value: string, keepStart: number, keepEnd: number): string => {
  const chars = [...value];
  const maxVisible = Math.floor((chars.length * 2) / 3);
  let start = keepStart;
  let end = keepEnd;
  while (start + end > maxVisible) {
    // Shrink the longer end first so short values still show a little of each side.
    if (start > end) start -= 1;
    else end -= 1;
  }
  const hidden = chars.length - start - end;
  return chars.slice(0, start).join('') + MASK.repeat(hidden) + chars.slice(chars.length - end).join('');
};
