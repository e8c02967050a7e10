// Sign-in at the door (docs/endpoints.md "Sign-in at the door"): a door code names a session; its window
// opens 30 minutes before the start and closes at the end, on the server clock. Signing in needs a
// successful sign-up; a second sign-in answers the first one's result with `already: true`.
import { beijingTime } from '../kit/beijing-time';
import { COMMERCE, done, refused, type Outcome } from '../kit/commerce-failure';
import { SIGN_IN_OPENS_BEFORE_MS, type SessionRecord } from './conference-records';
import type { ConferenceState } from './conference-state';
import type { SignInfo, SignInResult, SignWindow } from './conference-wire.types';

const windowOf = (session: SessionRecord, now: number): SignWindow => (now < session.startAt - SIGN_IN_OPENS_BEFORE_MS ? 'not_started' : now < session.endAt ? 'open' : 'ended');

function sessionOfCode(state: ConferenceState, signCodeId: string): Outcome<SessionRecord> {
  const code = state.signCodes.get(signCodeId);
  const session = code ? state.session(code.sessionId) : undefined;
  return session ? done(session) : refused(COMMERCE.unknownSignCode, '签到码无效', 'Unknown sign-in code', { signCodeId });
}

/** What a door code stands for; with the caller known, when they signed in there. */
export function signInfo(state: ConferenceState, signCodeId: string, userId?: string): Outcome<SignInfo> {
  const found = sessionOfCode(state, signCodeId);
  if (!found.ok) return found;
  const session = found.value;
  const now = state.now();
  const venue = state.venue(session.venueId);
  const signedAt = userId === undefined ? undefined : state.signUpOf(userId, session.id)?.signedAt;
  return done({
    signCodeId,
    sessionId: session.id,
    title: session.title,
    titleEn: session.titleEn,
    venue: venue?.name ?? '',
    venueEn: venue?.nameEn ?? '',
    opensAt: beijingTime(session.startAt - SIGN_IN_OPENS_BEFORE_MS),
    closesAt: beijingTime(session.endAt),
    window: windowOf(session, now),
    serverTime: now,
    ...(signedAt === undefined ? {} : { signedAt: beijingTime(signedAt) }),
  });
}

export function signIn(state: ConferenceState, userId: string, signCodeId: string): Outcome<SignInResult> {
  const found = sessionOfCode(state, signCodeId);
  if (!found.ok) return found;
  const session = found.value;
  const now = state.now();
  const window = windowOf(session, now);
  const opensAt = beijingTime(session.startAt - SIGN_IN_OPENS_BEFORE_MS);
  if (window === 'not_started') return refused(COMMERCE.signInNotStarted, `签到尚未开始，${opensAt} 开放`, `Sign in has not started; it opens at ${opensAt}`, { opensAt });
  if (window === 'ended') return refused(COMMERCE.signInEnded, '签到已结束', 'Sign in has ended');
  const signUp = state.signUpOf(userId, session.id);
  if (signUp?.state !== 'success') return refused(COMMERCE.notSignedUp, '您未报名该会议或报名未通过', 'You are not signed up for this session, or your sign-up was not approved', { sessionId: session.id });
  const already = signUp.signedAt !== undefined;
  signUp.signedAt ??= now;
  return done({ sessionId: session.id, title: session.title, titleEn: session.titleEn, signedAt: beijingTime(signUp.signedAt), already });
}
