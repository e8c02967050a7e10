// The exhibitor's guests in the contract server (issue 31, design exhibitor.md §2.5 and §5.2, "ours"),
// all for a login of an approved company (bearer): the company's buyers — the seeded records, the
// invitations its people sent (reach's invite/send) and every registration through a link carrying its
// `inviteDeptId` — by state, paged and searched (`GET RC invite/records?scope=dept`, `invite/recordCounts`);
// its VIP quota and invitations (`RC vip/quota`, `vip/list`) and inviting a VIP (`POST RC vip/invite`,
// 5103 `{quota}`, 4811, 4812), sent by text or e-mail through reach's outbox with a `vip-<id>` register
// link. The quota is consumed when a VIP registers through that link (a logged-in `userRegisterLink/save`
// with it), not when invited.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPersonName } from '../contact-rules';
import { languageOf, RC, type ServerContext } from '../context';
import { success } from '../envelope';
import { isEmail, isMainlandMobile } from '../formats';
import { commerceRouteKit } from '../kit/commerce-route-kit';
import { maskEmail, maskPhone } from '../reach/reach-rules';
import { maskedPerson } from '../reach/reach-views';
import type { StoredWrite } from '../state';
import type { TokenSubject } from '../tokens';
import type { GuestRecordWire, GuestStateCountWire, TemplateFunnelWire, VipInvitationWire, VipQuotaWire } from './exhibitor-guests-wire.types';
import type { ExhibitorState } from '../exhibitor/exhibitor-state';
import type { ExhibitorGuestsState, VipRecord } from './exhibitor-guests-state';
import { buyerStateOf, funnelOf, templateFunnelOf, vipCounts } from './exhibitor-guests-rules';
import { signedFileLinks } from '../kit/signed-file-link';
import { vipLetterNumber, vipLetterPdf } from './vip-letter';
import type { ExhibitorLettersState } from '../exhibitorLetters/exhibitor-letters-state';
import type { ExhibitorPeopleState } from '../exhibitorPeople/exhibitor-people-state';

interface GuestFailure {
  code: 400 | 4811 | 4812 | 5103;
  cn: string;
  en: string;
  data?: Record<string, unknown>;
}

const STATES: readonly GuestRecordWire['state'][] = ['sent', 'incomplete', 'reviewing', 'approved', 'rejected', 'entered'];
const WAYS: readonly GuestRecordWire['inviteType'][] = ['SHORT_MSG', 'EMAIL', 'QRCODE', 'LINK'];
const wayOf = (value: unknown): GuestRecordWire['inviteType'] => (WAYS.includes(value as GuestRecordWire['inviteType']) ? (value as GuestRecordWire['inviteType']) : 'LINK');
const masked = (recipient: string): string => (recipient === '' ? '' : recipient.includes('@') ? maskEmail(recipient) : maskPhone(recipient));
const text = (source: unknown, key: string): string => {
  const value = typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value.trim() : '';
};

const vipLetterLinks = signedFileLinks({ key: 'fairpass-contract-server-vip-letter-key', scope: 'vip-letter', path: (id) => `/files/vip-invitation/${encodeURIComponent(id)}.pdf`, ttlMs: 10 * 60 * 1000 });

export function registerExhibitorGuestsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const guests = (): ExhibitorGuestsState => ctx.state.slice<ExhibitorGuestsState>('exhibitorGuests');
  const { authed, bodyOf, query, pageOf, exhibitionOf } = commerceRouteKit(ctx);

  const fail = (request: FastifyRequest, reply: FastifyReply, failure: GuestFailure): FastifyReply =>
    reply.code(400).send({ code: failure.code, success: false, data: failure.data ?? null, msg: languageOf(request) === 'en' ? failure.en : failure.cn });

  /** The caller's company, or the refusal sent. */
  const companyOr = (request: FastifyRequest, reply: FastifyReply, subject: TokenSubject): string | undefined => {
    const deptId = guests().deptOf(ctx.state.userById(subject.userId)?.phone ?? '');
    if (deptId === '') fail(request, reply, { code: 400, cn: '该展商尚未开通此权限', en: 'The exhibitor has not opened this permission' });
    return deptId === '' ? undefined : deptId;
  };

  const loggedInLinks = (): StoredWrite[] => ctx.state.registerLinks.filter((w) => w.userId !== '');

  /** A VIP invitation as it stands now: registered once someone logged in through its link. */
  const settled = (vip: VipRecord): VipRecord => {
    if (vip.state !== 'sent') return vip;
    const through = loggedInLinks().find((w) => text(w.body, 'registerLinkId') === vip.registerLinkId);
    if (!through) return vip;
    vip.state = 'registered';
    vip.registeredAt = through.at;
    return vip;
  };

  const vipsOf = (deptId: string): VipRecord[] => guests().vipsOf(deptId).map(settled);
  const quotaOf = (deptId: string): VipQuotaWire => vipCounts(guests().quotaOf(deptId), vipsOf(deptId).map((v) => v.state));

  const vipView = (v: VipRecord): VipInvitationWire => ({
    id: v.id,
    name: v.name,
    recipient: masked(v.recipient),
    company: v.company,
    title: v.title,
    language: v.language,
    state: v.state,
    createTime: guests().time(v.at),
    registerTime: v.registeredAt === undefined ? '' : guests().time(v.registeredAt),
    number: vipLetterNumber(ctx, v),
    pdfUrl: v.state === 'optedOut' ? null : vipLetterLinks.signedUrl(ctx.origin(), v.id, guests().epochNow()).url,
  });

  // A VIP's invitation letter (bilingual PDF with its verification QR code), at a signed address with no token.
  app.get('/files/vip-invitation/:file', async (request, reply) => {
    const file = (request.params as { file?: string }).file ?? '';
    const id = file.endsWith('.pdf') ? decodeURIComponent(file.slice(0, -4)) : '';
    const q = request.query as { expires?: string; sig?: string };
    if (!vipLetterLinks.holds(id, q.expires ?? '', q.sig ?? '', guests().epochNow())) return reply.code(403).type('text/plain; charset=utf-8').send('Signature invalid or expired');
    const vip = guests().vips.find((v) => v.id === id && v.state !== 'optedOut');
    if (!vip) return reply.code(404).type('text/plain; charset=utf-8').send('No VIP invitation');
    return reply
      .code(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${vipLetterNumber(ctx, vip)}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(vipLetterPdf(ctx, settled(vip)));
  });

  const letters = (): ExhibitorLettersState => ctx.state.slice<ExhibitorLettersState>('exhibitorLetters');

  /** The invitation template the company's invitations go out with now: its own published default, else the organiser's. */
  const defaultTemplateOf = (deptId: string): string =>
    (letters().templates.find((t) => t.deptId === deptId && t.isDefault) ?? letters().templates.find((t) => t.deptId === '' && t.isDefault))?.id ?? '';

  /** The template of an invitation or registration: fixed the first time the server sees it (the company's default then). */
  const templateOf = (key: string, deptId: string): string => {
    const known = guests().templateOf.get(key);
    if (known !== undefined) return known;
    const id = defaultTemplateOf(deptId);
    guests().templateOf.set(key, id);
    return id;
  };

  /** Every buyer of the company, newest first: seeded, sent by its people, registered through its links. */
  const buyersOf = (deptId: string, exhibitionId: string): GuestRecordWire[] => buyerRowsOf(deptId, exhibitionId).map(([record]) => record);

  /** Every buyer of the company with the template they were invited with or came through, newest first. */
  const buyerRowsOf = (deptId: string, exhibitionId: string): [GuestRecordWire, string][] => {
    const state = guests();
    const seeded = state.guests
      .filter((g) => g.deptId === deptId)
      .map((g): [number, GuestRecordWire, string] => [
        g.at,
        { id: g.id, inviteType: g.inviteType, name: g.name, recipient: masked(g.recipient), state: g.state, inviterName: g.inviterName, createTime: state.time(g.at), registerTime: g.state === 'sent' ? '' : state.time(g.at + 3_600_000) },
        g.templateId,
      ]);
    const links = loggedInLinks();
    const sends = ctx.state.reach.sends.filter((s) => s.exhibitionId === exhibitionId && ctx.state.userById(s.inviterId)?.deptId === deptId);
    const sendLinks = new Set(sends.map((s) => s.registerLinkId));
    const sent = sends
      .filter((s) => !links.some((w) => text(w.body, 'registerLinkId') === s.registerLinkId))
      .map((s): [number, GuestRecordWire, string] => [
        s.sentAt,
        { id: s.sendId, inviteType: s.inviteType, name: s.name, recipient: masked(s.recipient), state: 'sent', inviterName: ctx.state.userById(s.inviterId)?.name ?? '', createTime: state.time(s.sentAt), registerTime: '' },
        templateOf(s.sendId, deptId),
      ]);
    const seen = new Set<string>();
    const registered = links
      .filter((w) => text(w.body, 'inviteDeptId') === deptId && !text(w.body, 'registerLinkId').startsWith('vip-'))
      .filter((w) => (seen.has(w.userId) ? false : (seen.add(w.userId), true)))
      .map((w): [number, GuestRecordWire, string] => {
        const user = ctx.state.userById(w.userId);
        const linkId = text(w.body, 'registerLinkId');
        const send = sendLinks.has(linkId) ? sends.find((s) => s.registerLinkId === linkId) : undefined;
        return [
          w.at,
          {
            id: `reg-${w.userId}`,
            inviteType: send?.inviteType ?? wayOf(text(w.body, 'inviteType')),
            name: maskedPerson(user) || '*',
            recipient: '',
            state: buyerStateOf(user, false),
            inviterName: text(w.body, 'inviteUserName'),
            createTime: state.time(send?.sentAt ?? w.at),
            registerTime: state.time(w.at),
          },
          send ? templateOf(send.sendId, deptId) : templateOf(`reg-${w.userId}`, deptId),
        ];
      });
    return [...seeded, ...sent, ...registered].sort((a, b) => b[0] - a[0]).map(([, record, templateId]): [GuestRecordWire, string] => [record, templateId]);
  };

  // An invitation sent, or a registration through a link, takes the company's default template of that moment.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 200 || request.method !== 'POST' || !/(invite\/send|userRegisterLink\/save)$/.test(request.url.split('?')[0] ?? '')) return;
    for (const send of ctx.state.reach.sends) {
      const deptId = ctx.state.userById(send.inviterId)?.deptId ?? '';
      if (deptId !== '') templateOf(send.sendId, deptId);
    }
    for (const w of loggedInLinks()) {
      const deptId = text(w.body, 'inviteDeptId');
      if (deptId !== '' && !text(w.body, 'registerLinkId').startsWith('vip-')) templateOf(`reg-${w.userId}`, deptId);
    }
  });

  app.get(
    `${RC}invite/records`,
    authed((request, reply, subject) => {
      if (query(request, 'scope') !== 'dept') return fail(request, reply, { code: 400, cn: '参数错误', en: 'Bad request', data: { field: 'scope' } });
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const state = query(request, 'state');
      const keyword = query(request, 'keyword').trim().toLowerCase();
      const found = buyersOf(deptId, exhibitionOf(request.query, subject)).filter(
        (g) => (state === '' || g.state === state) && (keyword === '' || g.name.toLowerCase().includes(keyword) || g.inviterName.toLowerCase().includes(keyword)),
      );
      return pageOf(request, found, (g) => g);
    }),
  );

  app.get(
    `${RC}invite/recordCounts`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const all = buyersOf(deptId, exhibitionOf(request.query, subject));
      const view: GuestStateCountWire[] = STATES.map((state) => ({ state, count: all.filter((g) => g.state === state).length }));
      return success(view);
    }),
  );

  app.get(
    `${RC}invite/funnel`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      return deptId === undefined ? reply : success(funnelOf(buyersOf(deptId, exhibitionOf(request.query, subject))));
    }),
  );

  app.get(
    `${RC}invite/templateFunnel`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const rows = buyerRowsOf(deptId, exhibitionOf(request.query, subject)).map(([record, templateId]) => ({ templateId, state: record.state }));
      const templates = letters()
        .templates.filter((t) => t.deptId === '' || t.deptId === deptId)
        .map((t) => ({ id: t.id, scope: t.deptId === '' ? ('organiser' as const) : ('mine' as const), titleZh: t.titleZh, titleEn: t.titleEn }));
      const company = ctx.state.slice<ExhibitorPeopleState>('exhibitorPeople').company(deptId);
      const boothNos = company?.boothNos ?? [];
      const view: TemplateFunnelWire = {
        rows: templateFunnelOf(rows, templates),
        company: {
          fullName: company?.fullName ?? '',
          fullEnName: company?.fullEnName ?? '',
          companyExhibitionVO: { exhibitionHallNo: boothNos[0]?.split('-')[0] ?? '', boothNo: boothNos[0] ?? '', boothNos: boothNos.join(', ') },
        },
      };
      return success(view);
    }),
  );

  app.get(
    `${RC}vip/quota`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      return deptId === undefined ? reply : success(quotaOf(deptId));
    }),
  );

  app.get(
    `${RC}vip/list`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      return deptId === undefined ? reply : pageOf(request, vipsOf(deptId), vipView);
    }),
  );

  app.post(
    `${RC}vip/invite`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const body = bodyOf(request);
      const exhibitionId = exhibitionOf(body, subject);
      const name = text(body, 'name');
      const recipient = text(body, 'recipient');
      const company = text(body, 'company');
      const title = text(body, 'title');
      const language = text(body, 'language') === 'en' ? 'en' : 'zh';
      if (!isPersonName(name)) return fail(request, reply, { code: 400, cn: '姓名格式不正确', en: 'Please check the name', data: { field: 'name' } });
      if ([...company].length > 50) return fail(request, reply, { code: 400, cn: '公司名称过长', en: 'The company is too long', data: { field: 'company', max: 50 } });
      if ([...title].length > 30) return fail(request, reply, { code: 400, cn: '职务过长', en: 'The title is too long', data: { field: 'title', max: 30 } });
      const byText = isMainlandMobile(recipient);
      if (!byText && !isEmail(recipient)) {
        return fail(request, reply, { code: 4811, cn: '手机号码或邮箱地址无效', en: 'The mobile number or e-mail address is not valid', data: { field: 'recipient' } });
      }
      const lower = recipient.toLowerCase();
      if (ctx.state.findUser(exhibitionId, (u) => u.registerType !== '' && (u.phone === recipient || u.email.toLowerCase() === lower))) {
        return fail(request, reply, { code: 4812, cn: '对方已登记过本展会', en: 'This person has already registered for the exhibition' });
      }
      const quota = quotaOf(deptId);
      if (quota.left <= 0) {
        return fail(request, reply, {
          code: 5103,
          cn: `贵公司的 ${quota.quota} 个VIP名额已全部邀请`,
          en: `All ${quota.quota} VIP places of your company are taken`,
          data: { quota: quota.quota },
        });
      }
      const state = guests();
      const id = state.nextId('vip');
      const vip: VipRecord = { id, deptId, name, recipient, company, title, language, state: 'sent', at: state.epochNow(), registerLinkId: `vip-${id}` };
      state.vips.push(vip);
      const inviter = ctx.state.userById(subject.userId);
      const companyName = ctx.state.slice<ExhibitorState>('exhibitor').companyOf(deptId);
      const query = new URLSearchParams({
        exhibitionId,
        registerType: 'visitor',
        tenantId: subject.tenantId,
        // The invitation link's shape (the reach area's): the landing /invite/home records the registration.
        registrationSource: 'inviteCard',
        registerLinkId: vip.registerLinkId,
        inviteType: byText ? 'SHORT_MSG' : 'EMAIL',
        inviteDeptId: deptId,
        inviteUserId: subject.userId,
        inviteUserName: inviter?.name ?? '',
        ...(language === 'en' ? { languageType: 'en' } : {}),
      });
      const link = `${ctx.origin()}/?${query.toString()}#/invite/home`;
      const from = language === 'en' ? companyName?.fullEnName || companyName?.fullName || '' : companyName?.fullName ?? '';
      ctx.state.reach.outbox.push({
        at: vip.at,
        channel: byText ? 'sms' : 'email',
        recipient,
        language: language === 'en' ? 'en' : 'cn',
        text: language === 'en' ? `${name}, ${from} invites you as its VIP guest. Register here: ${link}` : `${name}您好，${from}诚邀您作为VIP嘉宾参观，请打开链接登记：${link}`,
        link,
      });
      return success(vipView(vip));
    }),
  );
}
