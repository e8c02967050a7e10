import type { ErrorCode } from '@fairpass/domain';

/**
 * Where a landing link leads. `isNextStepPage` reports the WeChat auto login of spec §4: 'yes' when a
 * token was obtained (the route comes from the next-step decision), 'no' when it failed.
 */
export type EntryOutcome =
  | {
      kind: 'route';
      path: string;
      query?: Readonly<Record<string, string>>;
      isNextStepPage?: 'yes' | 'no';
    }
  | { kind: 'redirect'; url: string }
  | { kind: 'error'; code: ErrorCode }
  /** The browser is on its way to the backend's openid endpoint; it comes back with `openid`. */
  | { kind: 'openidRedirect' };
