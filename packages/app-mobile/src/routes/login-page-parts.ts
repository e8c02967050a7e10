// Every feature's part of the login page, found on disk like the route manifest: Vite's import.meta.glob
// reads each `features/<area>/login-page-part.ts` (its one export `loginPagePart`), in the order of the
// folder names. A new part is a new file in its feature; nothing here changes.
import type { LoginPagePart } from './login-page-part';

const FEATURE_PARTS = import.meta.glob<LoginPagePart>('../features/*/login-page-part.ts', { eager: true, import: 'loginPagePart' });

export const LOGIN_PAGE_PARTS: readonly LoginPagePart[] = Object.keys(FEATURE_PARTS)
  .sort()
  .map((file) => FEATURE_PARTS[file]!);
