// Everything the conference backend knows (issue 15), seeded from data/conference.data.ts on reset()
// relative to the server clock then: the programme, the activities, the door codes, and the sign-ups.
// `registrationFollows` hears of every user whose sign-ups changed, so the user's
// `isHaveConferenceRegistration` can follow (as `isHaveTicket` follows the ticketing state).
import { seedProgramme } from '../../data/conference.data';
import type { Clock } from '../clock';
import type { NamedOption } from './conference-wire.types';
import type { ActivityRecord, ActivitySignUpRecord, SessionRecord, SignCodeRecord, SignUpRecord, SpeakerRecord, VenueRecord } from './conference-records';

export class ConferenceState {
  venues: VenueRecord[] = [];
  topics: NamedOption[] = [];
  speakers: SpeakerRecord[] = [];
  sessions: SessionRecord[] = [];
  activities: ActivityRecord[] = [];
  signCodes = new Map<string, SignCodeRecord>();
  signUps: SignUpRecord[] = [];
  activitySignUps: ActivitySignUpRecord[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly registrationFollows: (userId: string) => void = () => undefined,
  ) {
    this.reset();
  }

  reset(): void {
    const seed = seedProgramme(this.clock());
    this.venues = seed.venues;
    this.topics = seed.topics;
    this.speakers = seed.speakers;
    this.sessions = seed.sessions;
    this.activities = seed.activities;
    this.signCodes = new Map(seed.signCodes.map((c) => [c.signCodeId, c]));
    this.signUps = seed.signUps;
    this.activitySignUps = seed.activitySignUps;
  }

  now(): number {
    return this.clock();
  }

  session(id: string): SessionRecord | undefined {
    return this.sessions.find((s) => s.id === id);
  }

  speaker(id: string): SpeakerRecord | undefined {
    return this.speakers.find((s) => s.id === id);
  }

  activity(id: string): ActivityRecord | undefined {
    return this.activities.find((a) => a.id === id);
  }

  venue(id: string): VenueRecord | undefined {
    return this.venues.find((v) => v.id === id);
  }

  topic(id: string): NamedOption | undefined {
    return this.topics.find((t) => t.id === id);
  }

  /** The exhibition's sessions by start time (then venue). */
  sessionsOf(exhibitionId: string): SessionRecord[] {
    return this.sessions.filter((s) => s.exhibitionId === exhibitionId).sort((a, b) => a.startAt - b.startAt || a.venueId.localeCompare(b.venueId) || a.id.localeCompare(b.id));
  }

  /** Sign-ups that hold a seat: waiting for review or successful. */
  private holdsSeat = (signUp: SignUpRecord): boolean => signUp.state !== 'failed';

  registered(session: SessionRecord): number {
    return session.registeredBefore + this.signUps.filter((s) => s.sessionId === session.id && this.holdsSeat(s)).length;
  }

  isFull(session: SessionRecord): boolean {
    return session.capacity !== undefined && this.registered(session) >= session.capacity;
  }

  signUpOf(userId: string, sessionId: string): SignUpRecord | undefined {
    return this.signUps.find((s) => s.userId === userId && s.sessionId === sessionId);
  }

  /** The user's sign-ups on an exhibition, by the sessions' start times. */
  signUpsOf(userId: string, exhibitionId: string): SignUpRecord[] {
    const sessions = this.sessionsOf(exhibitionId).map((s) => s.id);
    return this.signUps.filter((s) => s.userId === userId && sessions.includes(s.sessionId)).sort((a, b) => sessions.indexOf(a.sessionId) - sessions.indexOf(b.sessionId));
  }

  /** The user's sign-ups that hold a seat (in review or successful). */
  heldOf(userId: string): SignUpRecord[] {
    return this.signUps.filter((s) => s.userId === userId && this.holdsSeat(s));
  }

  addSignUps(records: SignUpRecord[]): void {
    // A failed sign-up signed up again is replaced by the new one.
    this.signUps = this.signUps.filter((s) => !records.some((r) => r.userId === s.userId && r.sessionId === s.sessionId));
    this.signUps.push(...records);
    for (const userId of new Set(records.map((r) => r.userId))) this.registrationFollows(userId);
  }

  removeSignUp(signUp: SignUpRecord): void {
    this.signUps = this.signUps.filter((s) => s !== signUp);
    this.registrationFollows(signUp.userId);
  }

  activityRegistered(activity: ActivityRecord): number {
    return activity.registeredBefore + this.activitySignUps.filter((s) => s.activityId === activity.id).length;
  }

  activitySignUpOf(userId: string, activityId: string): ActivitySignUpRecord | undefined {
    return this.activitySignUps.find((s) => s.userId === userId && s.activityId === activityId);
  }

  addActivitySignUp(record: ActivitySignUpRecord): void {
    this.activitySignUps.push(record);
    this.registrationFollows(record.userId);
  }

  removeActivitySignUp(record: ActivitySignUpRecord): void {
    this.activitySignUps = this.activitySignUps.filter((s) => s !== record);
    this.registrationFollows(record.userId);
  }

  /** Whether the user holds any conference registration: a session seat (in review or successful) or an activity. */
  hasRegistration(userId: string): boolean {
    return this.heldOf(userId).length > 0 || this.activitySignUps.some((s) => s.userId === userId);
  }
}
