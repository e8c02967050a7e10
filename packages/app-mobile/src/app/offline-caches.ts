// Names the page and the service worker (vite.config.ts) share: the cache holding the last config.json
// read, and its address beside index.html.
export const RUNTIME_CONFIG_CACHE = 'fairpass-runtime-config';
export const RUNTIME_CONFIG_URL = './config.json';
