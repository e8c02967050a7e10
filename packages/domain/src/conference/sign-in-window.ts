// Sign-in at the door: the window opens 30 minutes before the session starts and closes when it ends,
// by the server's clock (docs/endpoints.md "Sign-in at the door"). `RC meeting/signInfo` says where the
// window stood when it answered; a page left open recomputes it from opensAt / closesAt and the
// server's now (the phone's clock plus the offset measured on that answer, ticketing/server-clock.ts).
import type { ErrorCode } from '../errors/error-codes';
import { serverNow } from '../ticketing/server-clock';
import { parseWireTime } from '../ticketing/wire-time';
import type { SignInfo, SignInResult, SignInWindow } from './conference.types';

/**
 * The window at `phoneNowMs` (epoch ms) with the server clock offset `offsetMs` (serverClockOffset).
 * Open from opensAt up to, not including, closesAt. Times that do not read leave the server's answer.
 */
export const signInWindowOf = (
  info: Pick<SignInfo, 'opensAt' | 'closesAt' | 'window'>,
  phoneNowMs: number,
  offsetMs = 0,
): SignInWindow => {
  const opens = parseWireTime(info.opensAt);
  const closes = parseWireTime(info.closesAt);
  if (opens === undefined || closes === undefined) return info.window;
  const now = serverNow(phoneNowMs, offsetMs);
  if (now < opens) return 'not_started';
  return now < closes ? 'open' : 'ended';
};

/** Milliseconds until the window next changes (opens or closes), or undefined once it has ended. */
export const msUntilSignInChange = (info: Pick<SignInfo, 'opensAt' | 'closesAt' | 'window'>, phoneNowMs: number, offsetMs = 0): number | undefined => {
  const opens = parseWireTime(info.opensAt);
  const closes = parseWireTime(info.closesAt);
  if (opens === undefined || closes === undefined) return undefined;
  const now = serverNow(phoneNowMs, offsetMs);
  if (now < opens) return opens - now;
  return now < closes ? closes - now : undefined;
};

/** How a sign-in attempt ended, for the sign-in page. */
export type SignInOutcome =
  | 'signed_in'
  | 'already_signed_in'
  | 'not_started'
  | 'ended'
  | 'not_registered'
  | 'unknown_code'
  | 'failed';

/** A key of the app's `conference` texts. */
export type SignInOutcomeKey = `signIn.outcome.${SignInOutcome}`;

const OUTCOME_BY_CODE: Partial<Record<ErrorCode, SignInOutcome>> = {
  'SIGN_IN.NOT_STARTED': 'not_started',
  'SIGN_IN.ENDED': 'ended',
  'SIGN_IN.NOT_REGISTERED': 'not_registered',
  'SIGN_IN.UNKNOWN_CODE': 'unknown_code',
};

/** The outcome of `RC meeting/signIn`: its answer, or the code of its failure (anything else: `failed`). */
export const signInOutcomeOf = (answer: Pick<SignInResult, 'already'> | { readonly code: ErrorCode }): SignInOutcome => {
  if ('already' in answer) return answer.already ? 'already_signed_in' : 'signed_in';
  return OUTCOME_BY_CODE[answer.code] ?? 'failed';
};

export const signInOutcomeKey = (answer: Pick<SignInResult, 'already'> | { readonly code: ErrorCode }): SignInOutcomeKey =>
  `signIn.outcome.${signInOutcomeOf(answer)}`;
