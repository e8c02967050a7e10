import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf, optionalSubject, RC, registrationFor, type ServerContext } from '../context';
import { success } from '../envelope';
import type { SessionRecord, SpeakerRecord } from './conference-records';
import { toWireActivity, toWireMySession, toWireSessionWithSpeakers, toWireSpeaker, toWireSpeakerWithSessions } from './conference-views';
import { calendarFileId, registerCalendarFile, signedCalendarUrl } from './calendar-file';
import { signIn, signInfo } from './sign-in';
import { cancelActivity, cancelSession, registerActivity, registerSessions } from './sign-ups';
import { beijingTime } from '../kit/beijing-time';
import { done, notFound } from '../kit/commerce-failure';
import { commerceRouteKit } from '../kit/commerce-route-kit';

const includes = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle);

/**
 * The conference (docs/endpoints.md "Programme and speakers", "Sign-ups", "Sign-in at the door"): the
 * programme and speakers (no token; a token adds the caller's own state), sign-ups for sessions and
 * activities, and sign-in at the door. An id of nothing answers the plain code 400.
 */
export function registerConferenceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const conference = ctx.state.conference;
  const { answer, authed, buyerOf, query, field, bodyOf, exhibitionOf, pageOf } = commerceRouteKit(ctx);

  /** The caller's user id on the exhibition when a valid token came along. */
  const viewerOf = (request: FastifyRequest, exhibitionId: string): string | undefined => {
    const subject = optionalSubject(ctx, request);
    if (!subject) return undefined;
    return registrationFor(ctx, subject, exhibitionId)?.userId ?? subject.userId;
  };
  const exhibitionQuery = (request: FastifyRequest) => query(request, 'exhibitionId') || optionalSubject(ctx, request)?.exhibitionId || '';
  const sessionView = (request: FastifyRequest, exhibitionId: string) => {
    const userId = viewerOf(request, exhibitionId);
    const now = conference.now();
    // A card names its speakers, so the list carries them as the detail does.
    return (session: SessionRecord) => toWireSessionWithSpeakers(conference, session, now, userId);
  };
  const speakersOf = (exhibitionId: string): SpeakerRecord[] => (conference.sessionsOf(exhibitionId).length > 0 ? conference.speakers : []);

  // The programme and speakers.
  app.get(`${RC}meeting/facets`, async (request) => {
    const sessions = conference.sessionsOf(exhibitionQuery(request));
    const days = [...new Set(sessions.map((s) => beijingTime(s.startAt).slice(0, 10)))].sort();
    const venues = conference.venues.map(({ id, name, nameEn }) => ({ id, name, nameEn }));
    return success({ days, venues: sessions.length > 0 ? venues : [], topics: sessions.length > 0 ? conference.topics : [], serverTime: conference.now() });
  });

  app.get(`${RC}meeting/list`, async (request) => {
    const exhibitionId = exhibitionQuery(request);
    const [day, venueId, topicId] = [query(request, 'day'), query(request, 'venueId'), query(request, 'topicId')];
    const keyword = query(request, 'keyword').trim().toLowerCase();
    const matchesKeyword = (session: SessionRecord): boolean => {
      if (keyword === '') return true;
      const topic = conference.topic(session.topicId);
      const texts = [session.title, session.titleEn, topic?.name ?? '', topic?.nameEn ?? ''];
      const speakers = session.speakerIds.flatMap((id) => {
        const speaker = conference.speaker(id);
        return speaker ? [speaker.name, speaker.nameEn] : [];
      });
      return [...texts, ...speakers].some((text) => includes(text, keyword));
    };
    const sessions = conference
      .sessionsOf(exhibitionId)
      .filter((s) => (day === '' || beijingTime(s.startAt).startsWith(day)) && (venueId === '' || s.venueId === venueId) && (topicId === '' || s.topicId === topicId) && matchesKeyword(s));
    return pageOf(request, sessions, sessionView(request, exhibitionId));
  });

  app.get(`${RC}meeting/detail`, async (request, reply) => {
    const session = conference.session(query(request, 'id'));
    const found = session ? done(session) : notFound<SessionRecord>({ cn: '会议', en: 'Session' });
    return answer(request, reply, found, (s) => toWireSessionWithSpeakers(conference, s, conference.now(), viewerOf(request, s.exhibitionId)));
  });

  // The session as an .ics file at a signed address, in the caller's language (issue 27; no token, as the detail).
  app.get(`${RC}meeting/calendar`, async (request, reply) => {
    const session = conference.session(query(request, 'id'));
    const found = session ? done(session) : notFound<SessionRecord>({ cn: '会议', en: 'Session' });
    return answer(request, reply, found, (s) => {
      const { url, expiresAt } = signedCalendarUrl(ctx.origin(), calendarFileId(s.id, languageOf(request)), conference.now());
      return { url, fileName: `session-${s.id}.ics`, expireTime: beijingTime(expiresAt) };
    });
  });
  registerCalendarFile(app, conference);

  app.get(`${RC}guest/list`, async (request) => {
    const keyword = query(request, 'keyword').trim().toLowerCase();
    const speakers = speakersOf(exhibitionQuery(request))
      .filter((s) => keyword === '' || [s.name, s.nameEn, s.organisation, s.organisationEn].some((text) => includes(text, keyword)))
      .sort((a, b) => (a.nameEn < b.nameEn ? -1 : a.nameEn > b.nameEn ? 1 : a.id.localeCompare(b.id)));
    return pageOf(request, speakers, toWireSpeaker);
  });

  app.get(`${RC}guest/detail`, async (request, reply) => {
    const speaker = conference.speaker(query(request, 'id'));
    const exhibitionId = exhibitionQuery(request) || 'demo';
    const found = speaker ? done(speaker) : notFound<SpeakerRecord>({ cn: '嘉宾', en: 'Speaker' });
    return answer(request, reply, found, (s) => toWireSpeakerWithSessions(conference, s, exhibitionId, conference.now(), viewerOf(request, exhibitionId)));
  });

  // The caller's own talks (issue 29, "my talks"): the speaker record whose user is the caller on the
  // exhibition, with the sessions they speak at; null when they are no speaker there.
  app.get(
    `${RC}guest/mine`,
    authed((request, _reply, subject) => {
      const exhibitionId = exhibitionOf(request.query, subject);
      const { userId } = buyerOf(subject, exhibitionId);
      const speaker = conference.speakers.find((s) => s.userId === userId);
      return success(speaker ? toWireSpeakerWithSessions(conference, speaker, exhibitionId, conference.now(), userId) : null);
    }),
  );

  // Sign-ups.
  app.post(
    `${RC}conference/register`,
    authed((request, reply, subject) => {
      const exhibitionId = exhibitionOf(request.body, subject);
      const { userId } = buyerOf(subject, exhibitionId);
      const now = conference.now();
      return answer(request, reply, registerSessions(conference, userId, exhibitionId, bodyOf(request), languageOf(request)), (records) =>
        records.flatMap((r) => toWireMySession(conference, r, now) ?? []),
      );
    }),
  );

  app.post(
    `${RC}conference/cancel`,
    authed((request, reply, subject) => {
      const sessionId = field(request, 'sessionId');
      const exhibitionId = conference.session(sessionId)?.exhibitionId ?? subject.exhibitionId;
      return answer(request, reply, cancelSession(conference, buyerOf(subject, exhibitionId).userId, sessionId), () => true);
    }),
  );

  app.get(
    `${RC}conference/mine`,
    authed((request, _reply, subject) => {
      const exhibitionId = exhibitionOf(request.query, subject);
      const now = conference.now();
      return success(conference.signUpsOf(buyerOf(subject, exhibitionId).userId, exhibitionId).flatMap((r) => toWireMySession(conference, r, now) ?? []));
    }),
  );

  // Activities.
  const activitiesOf = (exhibitionId: string) => conference.activities.filter((a) => a.exhibitionId === exhibitionId).sort((a, b) => a.startAt - b.startAt || a.id.localeCompare(b.id));

  app.get(`${RC}activity/list`, async (request) => {
    const exhibitionId = exhibitionQuery(request);
    const userId = viewerOf(request, exhibitionId);
    const now = conference.now();
    return pageOf(request, activitiesOf(exhibitionId), (a) => toWireActivity(conference, a, now, userId));
  });

  app.get(`${RC}activity/detail`, async (request, reply) => {
    const activity = conference.activity(query(request, 'id'));
    const found = activity ? done(activity) : notFound<NonNullable<typeof activity>>({ cn: '活动', en: 'Activity' });
    return answer(request, reply, found, (a) => toWireActivity(conference, a, conference.now(), viewerOf(request, a.exhibitionId)));
  });

  app.post(
    `${RC}activity/register`,
    authed((request, reply, subject) => {
      const activityId = field(request, 'activityId');
      const { userId } = buyerOf(subject, conference.activity(activityId)?.exhibitionId ?? subject.exhibitionId);
      return answer(request, reply, registerActivity(conference, userId, activityId), (a) => toWireActivity(conference, a, conference.now(), userId));
    }),
  );

  app.post(
    `${RC}activity/cancel`,
    authed((request, reply, subject) => {
      const activityId = field(request, 'activityId');
      const { userId } = buyerOf(subject, conference.activity(activityId)?.exhibitionId ?? subject.exhibitionId);
      return answer(request, reply, cancelActivity(conference, userId, activityId), () => true);
    }),
  );

  app.get(
    `${RC}activity/mine`,
    authed((request, _reply, subject) => {
      const exhibitionId = exhibitionOf(request.query, subject);
      const { userId } = buyerOf(subject, exhibitionId);
      const now = conference.now();
      return success(
        activitiesOf(exhibitionId)
          .filter((a) => conference.activitySignUpOf(userId, a.id))
          .map((a) => toWireActivity(conference, a, now, userId)),
      );
    }),
  );

  // Sign-in at the door.
  // No token needed; one sent adds when the caller signed in at this door.
  app.get(`${RC}meeting/signInfo`, async (request, reply) => {
    const signCodeId = query(request, 'signCodeId');
    const code = conference.signCodes.get(signCodeId);
    const exhibitionId = (code && conference.session(code.sessionId)?.exhibitionId) || exhibitionQuery(request);
    return answer(request, reply, signInfo(conference, signCodeId, viewerOf(request, exhibitionId)), (info) => info);
  });

  app.post(
    `${RC}meeting/signIn`,
    authed((request, reply, subject) => {
      const code = conference.signCodes.get(field(request, 'signCodeId'));
      const exhibitionId = (code && conference.session(code.sessionId)?.exhibitionId) || subject.exhibitionId;
      return answer(request, reply, signIn(conference, buyerOf(subject, exhibitionId).userId, field(request, 'signCodeId')), (result) => result);
    }),
  );
}
