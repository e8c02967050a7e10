// Evaluated by the first import of main.ts, before any other module can rewrite history: WeChat on iOS
// signs the URL the page was first opened with (without the hash), so it must be captured here.
export const LANDING_URL: string = location.href.split('#')[0] ?? location.href;

/** The whole landing link, hash included: the entry flow reads parameters from both halves. */
export const LANDING_HREF: string = location.href;
