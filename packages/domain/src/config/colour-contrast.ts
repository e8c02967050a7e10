// WCAG 2.x contrast for the server's theme colours. Exhibitions pick their brand colour freely, so the
// text laid on it, and text drawn in it, are chosen here to stay readable (AA: 4.5:1 for body text).

export const AA_TEXT_CONTRAST = 4.5;
export const LIGHT_TEXT = '#ffffff';
// Pure black, not a softer grey: with white or black one of the two always reaches ≥ √21 ≈ 4.58:1.
export const DARK_TEXT = '#000000';

type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*[\d.]+%?\s*)?\)$/i;

/** Parses #rgb, #rgba, #rrggbb, #rrggbbaa and rgb()/rgba() (alpha ignored); undefined otherwise. */
export const parseColour = (colour: string): Rgb | undefined => {
  const text = colour.trim();
  const hex = HEX.exec(text)?.[1];
  if (hex !== undefined) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
  }
  const rgb = RGB.exec(text);
  if (rgb === null) return undefined;
  return [rgb[1], rgb[2], rgb[3]].map((part) => Math.min(255, Number(part))) as unknown as Rgb;
};

const channel = (value: number): number => {
  const s = value / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

const luminance = ([r, g, b]: Rgb): number => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

const ratio = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The WCAG contrast ratio of two colours (1–21); 1 when either cannot be parsed. */
export const contrastRatio = (first: string, second: string): number => {
  const a = parseColour(first);
  const b = parseColour(second);
  return a && b ? ratio(a, b) : 1;
};

/** White or near-black, whichever reads better on the background (e.g. a button in the theme colour). */
export const readableTextOn = (background: string): string =>
  contrastRatio(LIGHT_TEXT, background) >= contrastRatio(DARK_TEXT, background) ? LIGHT_TEXT : DARK_TEXT;

const hex = ([r, g, b]: Rgb): string => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour itself when text drawn in it is readable on the background, else the same hue darkened
 * step by step until it is (links and labels in the theme colour on a light card).
 */
export const textColourOn = (colour: string, background: string): string => {
  const rgb = parseColour(colour);
  const bg = parseColour(background);
  if (!rgb || !bg) return DARK_TEXT;
  let current: Rgb = rgb;
  for (let step = 0; step < 40 && ratio(current, bg) < AA_TEXT_CONTRAST; step += 1) {
    current = current.map((v) => v * 0.93) as unknown as Rgb;
  }
  return ratio(current, bg) >= AA_TEXT_CONTRAST ? hex(current) : DARK_TEXT;
};
