// The login screen is in index.html from the build (build/prerender-login.ts renders it with React), so it
// paints with the HTML. It is kept only where it is the screen this visit shows first — the link opens the
// login (or lands on it), in the default language, with nobody logged in in this tab — and main.ts then
// hydrates it; anywhere else the inline script in index.html puts the loading line back before the first
// paint. Decided by the boot prefetch (inline, before the body is parsed).

/** The screen index.html carries, rendered at build time. */
export const PRERENDERED_PATH = '/registration';

/** On `#root` while it holds the build's login markup and the app has not taken it over yet. */
export const PRERENDERED_ATTRIBUTE = 'data-fp-prerendered';

/**
 * On `#root` until React has hydrated the screen and been handed what was typed: meanwhile index.html's
 * inline script keeps the browser from sending the form and keeps a tap on a button for later (from React
 * too); from then on React handles what the visitor does.
 */
export const STATIC_ATTRIBUTE = 'data-fp-static';

/** On `#root`: the place among its buttons of the one tapped before hydration (repeated after it). */
export const PENDING_TAP_ATTRIBUTE = 'data-fp-pending-tap';

export interface FirstPaintFacts {
  /** The screen the link opens (landingPathOf), if it says. */
  readonly landingPath: string | undefined;
  readonly language: 'cn' | 'en';
  /** A login kept in this tab (the session's token). */
  readonly loggedIn: boolean;
  /**
   * Inside WeChat, the SDK's auto login is about to leave for WeChat's openid page (no openid came back
   * to this tab, and the last trip is older than the SDK's wait): what was typed would go with the page.
   */
  readonly leavesForOpenid: boolean;
}

/** Whether the build's login markup is what this visit shows first. */
export function keepsPrerenderedLogin({ landingPath, language, loggedIn, leavesForOpenid }: FirstPaintFacts): boolean {
  return landingPath === PRERENDERED_PATH && language === 'cn' && !loggedIn && !leavesForOpenid;
}
