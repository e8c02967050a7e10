// The shape of one feature's part of the login page (issue 29: the lead tool's logged-out screen says how
// many leads wait on the phone). A feature that adds to the login page writes
// `features/<area>/login-page-part.ts` exporting `loginPagePart`; login-page-parts.ts finds them, so no
// central list grows. The panel is a lazy part (ui/lazy-part.ts), shown only once the page is up and idle: the login's
// first paint (prerendered into index.html) carries none of it.
import type { ComponentType } from 'react';

export interface LoginPagePart {
  /** Unique among the parts; the panel's key. */
  readonly id: string;
  /** The panel, loaded after the page is idle; it renders nothing when it has nothing to say. */
  readonly panel: ComponentType;
}
