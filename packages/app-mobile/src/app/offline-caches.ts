// Names the page and the service worker (vite.config.ts) share: the cache holding the last config.json
// read, and its address beside index.html; the cache of the screens' files and the build's list of offline
// packs (build/offline-packs.ts).
export const RUNTIME_CONFIG_CACHE = 'fairpass-runtime-config';
export const RUNTIME_CONFIG_URL = './config.json';
export const SCREENS_CACHE = 'fairpass-screens';
export const OFFLINE_PACKS_URL = './offline-packs.json';
