// The reach endpoints (docs/endpoints.md "Invitations, sources, sharing and reach"): the caller's
// invitation card, the people they invited and sending an invitation by text message or e-mail, the
// invited person's landing (no token), traceability channels and their registrations, and the sharers'
// ranking. Plus the test hook that shows the messages "sent": `GET /__contract/invite/outbox?recipient=`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPersonName, textLength } from '../contact-rules';
import { headerValue, languageOf, RC, registrationFor, requireSubject, stringParam, type ServerContext } from '../context';
import { success } from '../envelope';
import { paginate } from '../paging';
import type { TokenSubject } from '../tokens';
import type { UserRecord } from '../user-record';
import { done, invalidField, REACH_FAILURE, refused, type ReachOutcome } from './reach-failure';
import type { OutboxMessage, SendRecord, SourceRecord } from './reach-records';
import { invitationErrors, invitationLinkQuery, isSentInviteType, isTraceabilityCode, normaliseSourceCode, SOURCE_NAME_MAX_LENGTH } from './reach-rules';
import { inviteesOf, maskedPerson, myReachOf, sharersOn, toWireRankEntry, toWireSource } from './reach-views';
import type { InviteCardWire } from './reach-wire.types';
import { cardLinkIdOf, inviterOfLink, sendLinkIdOf } from './referrals';

type Authed = (request: FastifyRequest, reply: FastifyReply, subject: TokenSubject) => unknown;

export function registerReachRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const reach = ctx.state.reach;

  const answer = <T>(request: FastifyRequest, reply: FastifyReply, outcome: ReachOutcome<T>, view: (value: T) => unknown) =>
    outcome.ok
      ? success(view(outcome.value))
      : reply.code(400).send({ code: outcome.failure.code, success: false, data: outcome.failure.data ?? null, msg: outcome.failure.msg[languageOf(request)] });
  const authed = (handle: Authed) => async (request: FastifyRequest, reply: FastifyReply) => {
    const subject = requireSubject(ctx, request, reply);
    return subject ? handle(request, reply, subject) : reply;
  };
  const exhibitionOf = (source: unknown, subject: TokenSubject) => stringParam(source, 'exhibitionId') || subject.exhibitionId;
  /** The caller's registration on the exhibition, else the login they hold. */
  const callerOf = (subject: TokenSubject, exhibitionId: string): UserRecord | undefined => registrationFor(ctx, subject, exhibitionId) ?? ctx.state.userById(subject.userId);
  const pageOf = <T>(request: FastifyRequest, records: readonly T[], view: (record: T) => unknown = (record) => record) => {
    const page = paginate(records, stringParam(request.query, 'current'), stringParam(request.query, 'size'));
    return success({ ...page, records: page.records.map(view) });
  };

  const cardOf = (user: UserRecord, registerLinkId: string): InviteCardWire => {
    const sourceCode = reach.registrationSources.get(user.userId);
    return {
      registerLinkId,
      inviteUserId: user.userId,
      inviteUserName: user.name || maskedPerson(user),
      ...(user.deptId ? { inviteDeptId: user.deptId } : {}),
      ...(sourceCode ? { sourceCode } : {}),
    };
  };

  // Invitations.
  app.get(
    `${RC}invite/card`,
    authed((request, reply, subject) => {
      const user = callerOf(subject, exhibitionOf(request.query, subject));
      return user ? success(cardOf(user, cardLinkIdOf(user.userId))) : answer(request, reply, invalidField('exhibitionId'), () => null);
    }),
  );

  app.get(
    `${RC}invite/list`,
    authed((request, _reply, subject) => {
      const exhibitionId = exhibitionOf(request.query, subject);
      return pageOf(request, inviteesOf(ctx.state, exhibitionId, callerOf(subject, exhibitionId)?.userId ?? subject.userId));
    }),
  );

  app.post(
    `${RC}invite/send`,
    authed((request, reply, subject) => {
      const exhibitionId = exhibitionOf(request.body, subject);
      const inviter = callerOf(subject, exhibitionId);
      const sent = inviter ? sendInvitation(request, inviter, exhibitionId, subject) : invalidField<SendRecord>('exhibitionId');
      return answer(request, reply, sent, (send) => inviteesOf(ctx.state, exhibitionId, send.inviterId).find((invitee) => invitee.id === send.sendId));
    }),
  );

  const sendInvitation = (request: FastifyRequest, inviter: UserRecord, exhibitionId: string, subject: TokenSubject): ReachOutcome<SendRecord> => {
    const inviteType = stringParam(request.body, 'inviteType');
    const name = stringParam(request.body, 'name').trim();
    const recipient = stringParam(request.body, 'recipient').trim();
    if (!isSentInviteType(inviteType)) return invalidField('inviteType');
    if (!isPersonName(name)) return invalidField('name');
    if (invitationErrors(inviteType, { name, recipient }).recipient) {
      return refused(REACH_FAILURE.recipientInvalid, '手机号码或邮箱地址无效', 'The mobile number or e-mail address is not valid', { field: 'recipient' });
    }
    const lower = recipient.toLowerCase();
    const registered = ctx.state.findUser(exhibitionId, (u) => u.registerType !== '' && (u.phone === recipient || u.email.toLowerCase() === lower));
    if (registered) return refused(REACH_FAILURE.alreadyRegistered, '对方已登记过本展会', 'This person has already registered for the exhibition');
    const sendId = reach.newSendId();
    const send: SendRecord = { sendId, exhibitionId, inviterId: inviter.userId, inviteType, name, recipient, sentAt: reach.now(), registerLinkId: sendLinkIdOf(sendId) };
    reach.sends.push(send);
    reach.outbox.push(messageOf(request, send, inviter, subject));
    return done(send);
  };

  /** The text or e-mail as it goes out, with the invitation link of this one send. */
  const messageOf = (request: FastifyRequest, send: SendRecord, inviter: UserRecord, subject: TokenSubject): OutboxMessage => {
    const language = languageOf(request);
    const base = {
      exhibitionId: send.exhibitionId,
      registerType: headerValue(request, 'register-type') || 'visitor',
      tenantId: subject.tenantId,
      ...(language === 'en' ? { languageType: 'en' as const } : {}),
    };
    const card = cardOf(inviter, send.registerLinkId);
    const link = `${ctx.origin()}/?${invitationLinkQuery(base, card, send.inviteType)}#/invite/home`;
    const config = ctx.state.exhibition(send.exhibitionId)?.functionConfig;
    const text =
      language === 'en'
        ? `${send.name}, ${card.inviteUserName} invites you to register for ${config?.pageTitleEn ?? send.exhibitionId}: ${link}`
        : `【${config?.pageTitle ?? send.exhibitionId}】${send.name}您好，${card.inviteUserName}邀请您登记参观，请打开：${link}`;
    return { at: send.sentAt, channel: send.inviteType === 'SHORT_MSG' ? 'sms' : 'email', recipient: send.recipient, language, text, link };
  };

  app.get(`${RC}invite/landing`, async (request, reply) => {
    const registerLinkId = stringParam(request.query, 'registerLinkId');
    const parentId = stringParam(request.query, 'fissionParentBladeUserId');
    const inviterId = registerLinkId ? inviterOfLink(ctx.state, registerLinkId)?.inviterId : parentId;
    const inviter = inviterId ? ctx.state.userById(inviterId) : undefined;
    const found = inviter ? done(inviter) : refused<UserRecord>(REACH_FAILURE.inviterUnknown, '邀请链接无效', 'This invitation link is not valid');
    return answer(request, reply, found, (user) => ({ inviterName: user.name || maskedPerson(user) }));
  });

  // Traceability channels.
  app.get(
    `${RC}source/list`,
    authed((request, _reply, subject) => {
      const exhibitionId = exhibitionOf(request.query, subject);
      const owner = callerOf(subject, exhibitionId)?.userId ?? subject.userId;
      return pageOf(request, reach.sourcesOf(exhibitionId, owner), (source) => toWireSource(ctx.state, source));
    }),
  );

  app.post(
    `${RC}source/save`,
    authed((request, reply, subject) => {
      const exhibitionId = exhibitionOf(request.body, subject);
      const owner = callerOf(subject, exhibitionId)?.userId ?? subject.userId;
      return answer(request, reply, saveSource(request, exhibitionId, owner), (source) => toWireSource(ctx.state, source));
    }),
  );

  const saveSource = (request: FastifyRequest, exhibitionId: string, ownerId: string): ReachOutcome<SourceRecord> => {
    const typed = stringParam(request.body, 'code');
    const name = stringParam(request.body, 'name').trim();
    if (!isTraceabilityCode(typed)) return refused(REACH_FAILURE.codeInvalid, '溯源码最多4位字母或数字', 'A code has at most 4 letters or digits', { code: typed });
    if (name === '' || textLength(name) > SOURCE_NAME_MAX_LENGTH) return invalidField('name');
    const code = normaliseSourceCode(typed);
    if (reach.source(exhibitionId, code)) return refused(REACH_FAILURE.codeTaken, `溯源码${code}已被使用`, `The code ${code} is already in use`, { code });
    const source: SourceRecord = { exhibitionId, ownerId, code, name, createdAt: reach.now() };
    reach.sources.push(source);
    return done(source);
  };

  app.get(
    `${RC}source/detail`,
    authed((request, reply, subject) => {
      const exhibitionId = exhibitionOf(request.query, subject);
      const owner = callerOf(subject, exhibitionId)?.userId ?? subject.userId;
      const source = reach.source(exhibitionId, stringParam(request.query, 'code'));
      // Someone else's channel answers as an unknown one: no hint whether the code exists.
      const found = source && source.ownerId === owner ? done(source) : refused<SourceRecord>(REACH_FAILURE.sourceNotFound, '溯源渠道不存在', 'Traceability channel not found');
      return answer(request, reply, found, (record) => toWireSource(ctx.state, record));
    }),
  );

  // Sharing.
  app.get(
    `${RC}share/mine`,
    authed((request, _reply, subject) => {
      const exhibitionId = exhibitionOf(request.query, subject);
      return success(myReachOf(sharersOn(ctx.state, exhibitionId), callerOf(subject, exhibitionId)?.userId ?? subject.userId));
    }),
  );

  app.get(
    `${RC}share/ranking`,
    authed((request, _reply, subject) => {
      const exhibitionId = exhibitionOf(request.query, subject);
      const viewer = callerOf(subject, exhibitionId)?.userId ?? subject.userId;
      return pageOf(request, sharersOn(ctx.state, exhibitionId), (sharer) => toWireRankEntry(ctx.state, sharer, viewer));
    }),
  );

  app.get('/__contract/invite/outbox', async (request) => {
    const recipient = stringParam(request.query, 'recipient').trim().toLowerCase();
    return reach.outbox.filter((message) => recipient === '' || message.recipient.toLowerCase() === recipient);
  });
}
