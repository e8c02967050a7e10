// Debian's Chromium (never a downloaded browser), as the journeys and the Lighthouse benchmark launch it:
// no sandbox (CI runs as root), no GPU, and none of the background traffic a closed network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a headless run; each launcher adds its own headless switch. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
