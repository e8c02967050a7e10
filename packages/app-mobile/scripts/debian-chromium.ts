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

/**
 * What Playwright launches Chromium with, plus the journeys' own: Chromium keeps only the last
 * `--disable-features` switch and Playwright passes its list first, so its list (playwright-core 1.65,
 * chromiumSwitches.ts) is repeated here. Ours: this Chromium (Debian 15x) opens the WebUI omnibox popup
 * and the WebUI toolbar in a renderer of their own for every window, headless too, so every page a
 * journey opened cost about 2 s of CPU for a popup nobody sees (a new phone: 2.7 → 0.6 CPU-s on the
 * 2-core machine, docs/first-screen-speed.md).
 */
const PLAYWRIGHT_FEATURES_OFF = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
const WINDOW_CHROME_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'WebUIToolbar', 'WebUILocationBar', 'PreloadTopChromeWebUI'];

/** Flags for the journeys' Playwright launches (headless switch not included). */
export const JOURNEY_CHROMIUM_FLAGS: readonly string[] = [...CHROMIUM_FLAGS, `--disable-features=${[...PLAYWRIGHT_FEATURES_OFF, ...WINDOW_CHROME_OFF].join(',')}`];
