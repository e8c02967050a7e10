// The login screen is in index.html from the build (build/prerender-login.ts renders it with React), so it
// paints with the HTML. It is kept only where it is the screen this visit shows first (first-paint-rule.ts)
// and main.ts then hydrates it; anywhere else the inline script in index.html puts the loading line back
// before the first paint. What the page, the build and the app share about it.

/** The screen index.html carries, rendered at build time. */
export const PRERENDERED_PATH = '/registration';

/**
 * On `#root` while the build's login markup waits for the app on a link to a screen behind it: the login
 * will name that screen (login-target-note.tsx), and its line is kept meanwhile so nothing moves when it comes.
 */
export const LOGIN_TARGET_ATTRIBUTE = 'data-fp-login-target';

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
