// A poster drawn on a canvas so WeChat can save it by long-press as one picture (the invitation poster, the
// exhibitor's check-in notice): the exhibition's art (config globalImage) on the theme colour, a white panel
// with the exhibition's title, a headline (`invite`: "<name> invites you", the company and its booths) and
// a QR code with a line under it. Every text is drawn with fillText — a name is pixels, never markup. Art
// from another origin without CORS taints the canvas; the poster is then drawn again without it rather
// than not at all.

export interface PosterContent {
  /** The art's address ('' for none). */
  readonly art: string;
  readonly theme: string;
  readonly title: string;
  readonly invite: string;
  readonly scan: string;
  /** The share link's QR code, already drawn. */
  readonly qr: CanvasImageSource;
}

const WIDTH = 750;
const ART_HEIGHT = 560;
const PANEL = { x: 40, y: 480, width: 670, radius: 28, padding: 48 };
const QR_SIZE = 320;
const FONT = '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';
const TEXT = '#1f2329';
const MUTED = '#5b6270';
const TEXT_WIDTH = PANEL.width - 80;

/** The poster's texts in lines and where each part sits; the panel ends below the last one. */
interface Layout {
  readonly title: readonly string[];
  readonly invite: readonly string[];
  readonly scan: readonly string[];
  readonly inviteTop: number;
  readonly qrTop: number;
  readonly scanTop: number;
  readonly panelHeight: number;
  readonly height: number;
}

const FONTS = { title: `30px ${FONT}`, invite: `bold 42px ${FONT}`, scan: `28px ${FONT}` } as const;
const LINE = { title: 40, invite: 56, scan: 36 } as const;

const loadImage = (src: string): Promise<HTMLImageElement | null> =>
  new Promise((resolve) => {
    if (src === '') {
      resolve(null);
      return;
    }
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    // Missing art leaves the theme colour: the poster is still the user's invitation.
    image.onerror = () => resolve(null);
    image.src = src;
  });

/** Draws the image over the box, cropped to keep its proportions (CSS object-fit: cover). */
function drawCover(ctx: CanvasRenderingContext2D, image: HTMLImageElement, width: number, height: number): void {
  const scale = Math.max(width / (image.naturalWidth || width), height / (image.naturalHeight || height));
  const drawnWidth = (image.naturalWidth || width) * scale;
  const drawnHeight = (image.naturalHeight || height) * scale;
  ctx.drawImage(image, (width - drawnWidth) / 2, (height - drawnHeight) / 2, drawnWidth, drawnHeight);
}

/** The text split into at most `maxLines` lines of `maxWidth`, the last one ending in "…" when cut. */
export function wrapText(measure: (text: string) => number, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const character of Array.from(text)) {
    if (measure(line + character) <= maxWidth) {
      line += character;
      continue;
    }
    lines.push(line);
    line = character;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines) return [...lines, line].filter((each) => each !== '');
  let last = lines[maxLines - 1] ?? '';
  while (last !== '' && measure(`${last}…`) > maxWidth) last = Array.from(last).slice(0, -1).join('');
  return [...lines.slice(0, maxLines - 1), `${last}…`];
}

/** The panel's outline; arcs rather than roundRect, which older in-app browsers lack. */
function roundedPanel(ctx: CanvasRenderingContext2D, height: number): void {
  const { x, y, width, radius } = PANEL;
  ctx.beginPath();
  ctx.moveTo(x + radius, y);
  ctx.arcTo(x + width, y, x + width, y + height, radius);
  ctx.arcTo(x + width, y + height, x, y + height, radius);
  ctx.arcTo(x, y + height, x, y, radius);
  ctx.arcTo(x, y, x + width, y, radius);
  ctx.closePath();
}

function centred(ctx: CanvasRenderingContext2D, lines: readonly string[], top: number, lineHeight: number): void {
  lines.forEach((line, index) => ctx.fillText(line, WIDTH / 2, top + index * lineHeight));
}

function layoutOf(ctx: CanvasRenderingContext2D, content: PosterContent): Layout {
  const lines = (font: string, text: string, maxLines: number) => {
    ctx.font = font;
    return wrapText((each) => ctx.measureText(each).width, text, TEXT_WIDTH, maxLines);
  };
  const title = lines(FONTS.title, content.title, 1);
  const invite = lines(FONTS.invite, content.invite, 2);
  const scan = lines(FONTS.scan, content.scan, 1);
  const inviteTop = PANEL.y + PANEL.padding + title.length * LINE.title + 16;
  const qrTop = inviteTop + invite.length * LINE.invite + 24;
  const scanTop = qrTop + QR_SIZE + 24;
  const panelHeight = scanTop + scan.length * LINE.scan + PANEL.padding - PANEL.y;
  return { title, invite, scan, inviteTop, qrTop, scanTop, panelHeight, height: PANEL.y + panelHeight + 40 };
}

function draw(ctx: CanvasRenderingContext2D, content: PosterContent, layout: Layout, art: HTMLImageElement | null): void {
  ctx.fillStyle = content.theme;
  ctx.fillRect(0, 0, WIDTH, layout.height);
  if (art) drawCover(ctx, art, WIDTH, ART_HEIGHT);
  ctx.fillStyle = '#ffffff';
  roundedPanel(ctx, layout.panelHeight);
  ctx.fill();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillStyle = MUTED;
  ctx.font = FONTS.title;
  centred(ctx, layout.title, PANEL.y + PANEL.padding, LINE.title);
  ctx.fillStyle = TEXT;
  ctx.font = FONTS.invite;
  centred(ctx, layout.invite, layout.inviteTop, LINE.invite);
  ctx.drawImage(content.qr, (WIDTH - QR_SIZE) / 2, layout.qrTop, QR_SIZE, QR_SIZE);
  ctx.fillStyle = MUTED;
  ctx.font = FONTS.scan;
  centred(ctx, layout.scan, layout.scanTop, LINE.scan);
}

/** The poster as a PNG data address, for an <img> a long-press can save. */
export async function drawPoster(content: PosterContent): Promise<string> {
  // The page's fonts first, so the CJK text is not drawn in a fallback face.
  await document.fonts?.ready;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  const layout = layoutOf(ctx, content);
  // Sizing the canvas resets its context: the layout is measured first, then everything is drawn.
  canvas.height = layout.height;
  const art = await loadImage(content.art);
  draw(ctx, content, layout, art);
  try {
    return canvas.toDataURL('image/png');
  } catch {
    // Tainted by art from an origin that does not allow it: the same poster without the art.
    draw(ctx, content, layout, null);
    return canvas.toDataURL('image/png');
  }
}
