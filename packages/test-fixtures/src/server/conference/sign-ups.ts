// Signing up for sessions and activities (docs/endpoints.md "Sign-ups"): all the sessions asked for or
// none — each must exist, not be held by the caller already (4504), not have started (4503) and have a
// seat (4501), and no two of them, or one of them and a session the caller holds (in review or
// successful), may overlap in time (4502, the two titles in the request's language). A session that
// needs review starts `in_review`, the others `success`.
import { COMMERCE, done, notFound, refused, type Outcome } from '../kit/commerce-failure';
import type { LanguageType } from '../wire.types';
import type { ActivityRecord, SessionRecord, SignUpRecord } from './conference-records';
import type { ConferenceState } from './conference-state';

const SESSION = { cn: '会议', en: 'Session' };
const ACTIVITY = { cn: '活动', en: 'Activity' };

const overlaps = (a: SessionRecord, b: SessionRecord): boolean => a.startAt < b.endAt && b.startAt < a.endAt;

export function registerSessions(state: ConferenceState, userId: string, exhibitionId: string, body: Record<string, unknown>, language: LanguageType): Outcome<SignUpRecord[]> {
  const ids = Array.isArray(body.sessionIds) ? body.sessionIds : undefined;
  if (!ids || ids.length === 0 || !ids.every((id): id is string => typeof id === 'string' && id !== '')) {
    return refused(400, 'sessionIds 须为非空的会议 id 列表', 'sessionIds must be a non-empty list of session ids');
  }
  const now = state.now();
  const wanted: SessionRecord[] = [];
  for (const id of new Set(ids)) {
    const session = state.session(id);
    if (!session || session.exhibitionId !== exhibitionId) return notFound(SESSION);
    wanted.push(session);
  }
  for (const session of wanted) {
    const mine = state.signUpOf(userId, session.id);
    if (mine && mine.state !== 'failed') return refused(COMMERCE.alreadySignedUp, `已报名：${session.title}`, `Already signed up: ${session.titleEn}`, { sessionId: session.id });
    if (now >= session.startAt) return refused(COMMERCE.signUpClosed, `报名已截止：${session.title}`, `Sign-up closed: ${session.titleEn}`, { sessionId: session.id });
    if (state.isFull(session)) return refused(COMMERCE.sessionFull, `名额已满：${session.title}`, `Session full: ${session.titleEn}`, { title: language === 'en' ? session.titleEn : session.title });
  }
  const held = state.heldOf(userId).flatMap((s) => state.session(s.sessionId) ?? []);
  for (const [i, a] of wanted.entries()) {
    const other = [...wanted.slice(i + 1), ...held].find((b) => b.id !== a.id && overlaps(a, b));
    if (other) {
      const title = (s: SessionRecord) => (language === 'en' ? s.titleEn : s.title);
      return refused(COMMERCE.sessionsClash, `时间冲突：${a.title} 与 ${other.title}`, `These sessions clash: ${a.titleEn} and ${other.titleEn}`, { sessionA: title(a), sessionB: title(other) });
    }
  }
  const records = wanted.map((session): SignUpRecord => ({ userId, sessionId: session.id, state: session.needsReview ? 'in_review' : 'success', createdAt: now }));
  state.addSignUps(records);
  return done(records);
}

/** Cancels the caller's sign-up (in review or successful) for a session that has not started. */
export function cancelSession(state: ConferenceState, userId: string, sessionId: string): Outcome<true> {
  const signUp = state.signUpOf(userId, sessionId);
  const session = state.session(sessionId);
  if (!signUp || !session || signUp.state === 'failed') return notFound({ cn: '报名记录', en: 'Sign-up' });
  if (state.now() >= session.startAt) return refused(COMMERCE.signUpClosed, `会议已开始，不能取消：${session.title}`, `The session has started; it cannot be cancelled: ${session.titleEn}`, { sessionId });
  state.removeSignUp(signUp);
  return done(true);
}

/** The organiser's review of a sign-up in review (the test hook). */
export function reviewSignUp(state: ConferenceState, userId: string, sessionId: string, outcome: 'success' | 'failed', reason: string): Outcome<SignUpRecord> {
  const signUp = state.signUpOf(userId, sessionId);
  if (!signUp) return notFound({ cn: '报名记录', en: 'Sign-up' });
  if (signUp.state !== 'in_review') return refused(400, `报名状态为 ${signUp.state}，不在审核中`, `The sign-up is ${signUp.state}, not in review`);
  signUp.state = outcome;
  if (outcome === 'failed') signUp.failReason = reason || '未通过审核 Not approved';
  state.addSignUps([signUp]);
  return done(signUp);
}

export function registerActivity(state: ConferenceState, userId: string, activityId: string): Outcome<ActivityRecord> {
  const activity = state.activity(activityId);
  if (!activity) return notFound(ACTIVITY);
  if (state.activitySignUpOf(userId, activityId)) return refused(COMMERCE.alreadySignedUp, `已报名：${activity.title}`, `Already signed up: ${activity.titleEn}`, { activityId });
  const now = state.now();
  if (now >= activity.startAt) return refused(COMMERCE.signUpClosed, `报名已截止：${activity.title}`, `Sign-up closed: ${activity.titleEn}`, { activityId });
  if (activity.capacity !== undefined && state.activityRegistered(activity) >= activity.capacity) {
    return refused(COMMERCE.activityFull, `名额已满：${activity.title}`, `Activity full: ${activity.titleEn}`, { title: activity.title, titleEn: activity.titleEn });
  }
  state.addActivitySignUp({ userId, activityId, createdAt: now });
  return done(activity);
}

/** Cancels the caller's place at an activity that has not started (issue 29). */
export function cancelActivity(state: ConferenceState, userId: string, activityId: string): Outcome<true> {
  const activity = state.activity(activityId);
  const signUp = state.activitySignUpOf(userId, activityId);
  if (!activity || !signUp) return notFound({ cn: '活动报名', en: 'Activity sign-up' });
  if (state.now() >= activity.startAt) return refused(COMMERCE.signUpClosed, `活动已开始，不能取消：${activity.title}`, `The activity has started; it cannot be cancelled: ${activity.titleEn}`, { activityId });
  state.removeActivitySignUp(signUp);
  return done(true);
}
