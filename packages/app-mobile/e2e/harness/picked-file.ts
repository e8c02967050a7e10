// A large file for a file input, written to disk: Playwright hands a local browser the path, where a buffer
// would be sent through the driver's pipe (some 28 MB of base64 for a 21 MB video, over 30 s on a loaded
// 2-core machine). Small files are given as buffers in the journeys.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The path of a new file named `name` holding `bytes`. */
export function fileOnDisk(name: string, bytes: Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'fairpass-pick-')), name);
  writeFileSync(path, bytes);
  return path;
}
