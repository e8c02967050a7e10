// See it before it prints (issue 30, beyond): a standard booth's fascia board is its frontage wide
// (a 3 m deep shell scheme: 9 m² → 3 m, 18 m² → 6 m), less a margin each side; the organiser's printer
// sets Chinese characters 200 mm wide and Latin letters about 90 mm on average at the same cap height.
// Whether a text fits at print size, and how wide it would be.

/** Depth of a shell-scheme booth: the frontage is the area over it. */
export const BOOTH_DEPTH_M = 3;
/** Blank kept at each end of the board. */
export const FASCIA_MARGIN_MM = 100;
/** Print width of one wide (CJK) character, and the average of a narrow (Latin, digit, space) one. */
export const WIDE_CHAR_MM = 200;
export const NARROW_CHAR_MM = 90;

const WIDE = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

export interface FasciaFit {
  /** The board's printable width. */
  readonly boardMm: number;
  /** The text's width at print size. */
  readonly textMm: number;
  readonly fits: boolean;
}

/** The printable width of a standard booth's board. */
export const fasciaBoardMm = (areaM2: number): number => Math.max(0, Math.round((areaM2 / BOOTH_DEPTH_M) * 1000) - 2 * FASCIA_MARGIN_MM);

/** The width of a text at print size (wide characters count as CJK, all others as narrow). */
export const printWidthMm = (text: string): number =>
  [...text.trim()].reduce((width, char) => width + (WIDE.test(char) ? WIDE_CHAR_MM : NARROW_CHAR_MM), 0);

/** Whether a text fits the board of a booth of this area at print size. */
export const fasciaFit = (text: string, areaM2: number): FasciaFit => {
  const boardMm = fasciaBoardMm(areaM2);
  const textMm = printWidthMm(text);
  return { boardMm, textMm, fits: textMm <= boardMm };
};
