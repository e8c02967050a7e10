// Pictures in the contract server without an image library: the sides of a PNG (its IHDR) or a JPEG (its
// first frame header), and a plain PNG of one colour for the seeds (deflate and CRC from node:zlib).
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The picture's width and height, or undefined when it is neither a PNG nor a JPEG. */
export function pictureSides(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    // SOF0–SOF3: baseline, extended, progressive, lossless
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return undefined;
}

const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
};

/**
 * A PNG of `width`×`height` in one colour (`#rrggbb`) with a lighter band across its middle; `noisy`
 * speckles it so it does not compress (a file of about width × height × 3 bytes, for size tests).
 */
export function plainPng(width: number, height: number, colour: string, noisy = false): Buffer {
  // The seeds draw the same pictures on every reset (each journey's): drawn once, handed out as copies.
  if (noisy) return drawPng(width, height, colour, true);
  const key = `${width}x${height}${colour}`;
  let drawn = drawnPngs.get(key);
  if (!drawn) drawnPngs.set(key, (drawn = drawPng(width, height, colour, false)));
  return Buffer.from(drawn);
}

const drawnPngs = new Map<string, Buffer>();

function drawPng(width: number, height: number, colour: string, noisy: boolean): Buffer {
  const rgb = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
  const light = rgb.map((c) => Math.round(c + (255 - c) * 0.6));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let seed = 7;
  const speckle = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return noisy ? (seed >> 16) % 48 : 0;
  };
  for (let y = 0; y < height; y += 1) {
    const band = y > height * 0.4 && y < height * 0.6;
    const [r, g, b] = band ? light : rgb;
    for (let x = 0; x < width; x += 1) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows[at] = Math.min(255, (r ?? 0) + speckle());
      rows[at + 1] = Math.min(255, (g ?? 0) + speckle());
      rows[at + 2] = Math.min(255, (b ?? 0) + speckle());
    }
  }
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
