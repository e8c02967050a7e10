// The exhibitor's people in the contract server (issue 31, design exhibitor.md §2.4 and §5.2).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { headerValue, languageOf, RC, type ServerContext } from '../context';
import { sniffType } from '../information/builder';
import { readMultipart } from '../multipart';
import { success } from '../envelope';
import { isMainlandMobile } from '../formats';
import { idKey, isIdDocument, isIdType, isPersonName } from '../groups/group-rules';
import { commerceRouteKit, type Body } from '../kit/commerce-route-kit';
import { maskPhone } from '../reach/reach-rules';
import { toWireOrder } from '../ticketing/orders';
import type { ExhibitorState } from '../exhibitor/exhibitor-state';
import type { TokenSubject } from '../tokens';
import type { HolderPhotoWire, HoldersSubmittedWire, SignedFileWire, LossReportedWire, PassHolderWire, VisitorInvitedWire, PassTypesWire, PassTypeWire, PreviousHolderWire, StaffInviteCodeWire, StaffInviteLandingWire } from './exhibitor-people-wire.types';
import type { ExhibitorPeopleState, PassTypeRecord, RelationRecord } from './exhibitor-people-state';
import { registerStaffSheetFile, signedStaffSheetUrl } from './staff-sheet-file';
import { beijingTime } from '../kit/beijing-time';
import { applicationRefusal, EXTRA_PASS_FEN, EXTRA_PASS_MAX, extraPassQuantityOk, invitable, isPlaceholderName, losable, maskId, removable, windowOpen } from './exhibitor-people-rules';

const PHOTO_MAX_BYTES = 200 * 1024;

/** The area's stable failures (design exhibitor.md §5.2): HTTP 400 envelopes with the code and `data`. */
interface PeopleFailure {
  code: 400 | 4521 | 4701 | 5101 | 5102 | 5104 | 5109 | 5111;
  cn: string;
  en: string;
  data?: Record<string, unknown>;
}

interface Person {
  name: string;
  phone: string;
  idType: RelationRecord['idType'];
  idNumber: string;
}

const text = (body: Body, key: string): string => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');

/** The first field of a person the server refuses, or undefined. */
function personProblem(person: Body): keyof Person | undefined {
  const name = text(person, 'name');
  if (!isPersonName(name) || isPlaceholderName(name)) return 'name';
  if (!isMainlandMobile(text(person, 'phone'))) return 'phone';
  if (!isIdType(person['idType'])) return 'idType';
  if (!isIdDocument(person['idType'], text(person, 'idNumber'))) return 'idNumber';
  return undefined;
}

/**
 * The exhibitor's people (design exhibitor.md §2.4, §5.2, "ours"), all the company admin's (bearer) but
 * the staff landing: the pass types with quota and window, the holders (paged, searched), applying for
 * passes all or none (4701 `{index, name}`, 5101 `{max, left}`, 5102 `{closesAt}`, 400 `{index, field}`),
 * removing one, last edition's holders and applying for them again, and the staff link. Plus the
 * organiser's review hook `POST /__contract/relation/review {relationId, outcome: 'approved'|'rejected', reason?}`.
 * A loss report (`relation/reportLoss`, 5104 for a pass not issued) marks the pass lost, its code refused
 * at the gate (`POST /__contract/pass-code/verify {code}`), and issues the person a new one; the codes of a
 * person's passes, for the journeys: `GET /__contract/relation/codes?phone=`. Extra passes beyond the quota
 * (`relation/placeOrder {credentialType, quantity}`, 1–20 at ¥200) are an order of the ticketing store, kind
 * `credential`, paid through its order/pay; the quota grows once it is paid.
 */
export function registerExhibitorPeopleRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const people = (): ExhibitorPeopleState => ctx.state.slice<ExhibitorPeopleState>('exhibitorPeople');
  const { authed, bodyOf, query, pageOf, buyerOf, exhibitionOf } = commerceRouteKit(ctx);
  const phoneOf = (subject: TokenSubject): string => ctx.state.userById(subject.userId)?.phone ?? '';

  const fail = (request: FastifyRequest, reply: FastifyReply, failure: PeopleFailure): FastifyReply =>
    reply.code(400).send({ code: failure.code, success: false, data: failure.data ?? null, msg: languageOf(request) === 'en' ? failure.en : failure.cn });

  const noCompany: PeopleFailure = { code: 400, cn: '该展商尚未开通此权限', en: 'The exhibitor has not opened this permission' };

  /** The caller's company, or the refusal sent. */
  const companyOr = (request: FastifyRequest, reply: FastifyReply, subject: TokenSubject): string | undefined => {
    syncStaff();
    const deptId = people().deptOf(phoneOf(subject));
    if (deptId === '') fail(request, reply, noCompany);
    return deptId === '' ? undefined : deptId;
  };

  const noRelation: PeopleFailure = { code: 400, cn: '证件人员不存在', en: 'Pass holder not found' };

  /** The company's pass holder the body names (`relationId`), or the refusal sent. */
  const relationOr = (request: FastifyRequest, reply: FastifyReply, deptId: string): RelationRecord | undefined => {
    const relation = people().relations.find((r) => r.id === text(bodyOf(request), 'relationId') && r.deptId === deptId);
    if (!relation) fail(request, reply, noRelation);
    return relation;
  };

  /**
   * A staff member who logged in through a company's staff link (`userRegisterLink/save` with its
   * registerLinkId), or whose registration carries the company's inviteDeptId, and completed the
   * personal-info form applies for that link's pass: the holder joins the company's list, to be reviewed by
   * the organiser (decision 6).
   */
  const syncStaff = (): void => {
    const state = people();
    const byLink = ctx.state.registerLinks
      .filter((w) => w.userId !== '')
      // a link the company has since renewed takes no one on any more
      .map((w) => ({ user: ctx.state.userById(w.userId), link: state.links.find((l) => l.registerLinkId === text(w.body, 'registerLinkId') && l.active) }));
    const byDept = ctx.state.users
      .filter((u) => u.registerType === 'exhibitorInviteStaff' && u.inviteDeptId !== '')
      .map((user) => ({ user, link: state.links.find((l) => l.deptId === user.inviteDeptId && l.active) }));
    for (const { user, link } of [...byLink, ...byDept]) {
      if (!link || !user || user.completeResult !== 'succ') continue;
      if (state.relations.some((r) => r.deptId === link.deptId && r.phone === user.phone)) continue;
      const typed = (key: string): string => (typeof user.formValues[key] === 'string' ? (user.formValues[key] as string).trim() : '');
      state.relations.push({
        id: state.nextId('rel'),
        deptId: link.deptId,
        credentialType: link.credentialType,
        name: user.name || typed('name') || user.phone,
        phone: user.phone,
        idType: 'idCard',
        idNumber: typed('idNumber') || typed('idCard'),
        state: user.examineResult === 'approve' ? 'approved' : user.examineResult === 'reject' ? 'rejected' : 'reviewing',
        code: state.nextId('PASS'),
      });
    }
  };

  // The exhibitor profile of a staff member names the company that took them on (its review screen says
  // whose review it is): the company of their pass application, which only a server-checked link makes.
  ctx.state.slice<ExhibitorState>('exhibitor').findStaffCompanyWith((phone) => {
    syncStaff();
    return people().relations.find((relation) => relation.phone === phone)?.deptId ?? '';
  });

  const typeView = (pass: PassTypeRecord): PassTypeWire => {
    const window = people().windowOf(pass);
    const state = windowOpen(window, people().now()) ? 'open' : 'closed';
    return { type: pass.type, name: pass.name, nameEn: pass.nameEn, quota: window.quota, used: window.used, left: people().leftOf(pass), opensAt: pass.opensAt, closesAt: pass.closesAt, state };
  };

  const holderView = (r: RelationRecord): PassHolderWire => ({
    id: r.id,
    credentialType: r.credentialType,
    name: r.name,
    phone: maskPhone(r.phone),
    idType: r.idType,
    idNumber: maskId(r.idNumber),
    state: r.state,
    rejectReason: r.rejectReason ?? '',
    photo: r.photoFileId !== undefined,
    visitorInvitedAt: r.visitorInvitedAt ?? '',
  });

  /** Applies for `list` on `pass`, all or none, or sends why not. */
  const apply = (request: FastifyRequest, reply: FastifyReply, pass: PassTypeRecord | undefined, list: readonly Body[], userId = '') => {
    const state = people();
    if (!pass) return fail(request, reply, { code: 400, cn: '证件类型不存在', en: 'Pass type not found' });
    if (list.length === 0) return fail(request, reply, { code: 400, cn: '请添加证件人员', en: 'Please add a person' });
    const refusal = applicationRefusal(state.windowOf(pass), list.length, state.now());
    if (refusal?.code === 5102) return fail(request, reply, { code: 5102, cn: '证件申请已关闭', en: 'Document application closed', data: { closesAt: refusal.closesAt } });
    for (const [index, person] of list.entries()) {
      const field = personProblem(person);
      if (field) return fail(request, reply, { code: 400, cn: `第 ${index + 1} 位人员信息有误`, en: `Person ${index + 1}: please check the details`, data: { index, field } });
      const photo = text(person, 'photoFileId');
      if (photo !== '' && !state.photos.some((p) => p.fileId === photo && p.userId === userId)) {
        return fail(request, reply, { code: 400, cn: `第 ${index + 1} 位人员的照片无效，请重新上传`, en: `Person ${index + 1}: upload the photo again`, data: { index, field: 'photoFileId' } });
      }
    }
    const held = state.heldIds();
    for (const [index, person] of list.entries()) {
      const key = idKey(text(person, 'idNumber'));
      if (held.has(key)) {
        return fail(request, reply, { code: 4701, cn: '您已登记过该证件，请勿重复操作', en: 'You have registered this document, please do not repeat the operation', data: { index, name: text(person, 'name') } });
      }
      held.add(key);
    }
    if (refusal?.code === 5101) {
      return fail(request, reply, { code: 5101, cn: '证件数量已达上限', en: 'Number of documents reached the maximum', data: { max: refusal.max, left: refusal.left } });
    }
    for (const person of list) {
      state.relations.push({
        id: state.nextId('rel'),
        deptId: pass.deptId,
        credentialType: pass.type,
        name: text(person, 'name'),
        phone: text(person, 'phone'),
        idType: person['idType'] as RelationRecord['idType'],
        idNumber: idKey(text(person, 'idNumber')),
        state: 'reviewing',
        code: state.nextId('PASS'),
        ...(text(person, 'photoFileId') !== '' ? { photoFileId: text(person, 'photoFileId') } : {}),
      });
    }
    const view: HoldersSubmittedWire = { accepted: list.length, left: state.leftOf(pass) };
    return success(view);
  };

  app.get(
    `${RC}credential/byDept`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const view: PassTypesWire = { types: people().typesOf(deptId).map(typeView), serverTime: people().now() };
      return success(view);
    }),
  );

  app.get(
    `${RC}relation/list`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const type = query(request, 'type');
      const state = query(request, 'state');
      const keyword = query(request, 'keyword').trim().toUpperCase();
      const found = people().relations.filter(
        (r) =>
          r.deptId === deptId &&
          (type === '' || r.credentialType === type) &&
          (state === '' || r.state === state) &&
          (keyword === '' || r.name.toUpperCase().includes(keyword) || r.phone.includes(keyword) || r.idNumber.includes(keyword)),
      );
      return pageOf(request, found, holderView);
    }),
  );

  app.post(
    `${RC}relation/submit`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const body = bodyOf(request);
      const list = Array.isArray(body['people']) ? (body['people'] as unknown[]).map((p) => (typeof p === 'object' && p !== null ? (p as Body) : {})) : [];
      return apply(request, reply, people().typeOf(deptId, text(body, 'credentialType')), list, subject.userId);
    }),
  );

  // a holder's photo for face-checked entry: jpg or png, at most 200 KB (design exhibitor.md §2.4)
  app.post(
    `${RC}relation/photo/upload`,
    { bodyLimit: 2 * 1024 * 1024 },
    authed(async (request, reply, subject) => {
      if (companyOr(request, reply, subject) === undefined) return reply;
      const form = await readMultipart(headerValue(request, 'content-type') ?? '', request.body);
      const file = form?.get('file');
      if (!form || !file || typeof file === 'string') return fail(request, reply, { code: 400, cn: '请选择照片', en: 'Choose a photo', data: { field: 'file' } });
      const bytes = Buffer.from(await file.arrayBuffer());
      if (bytes.length > PHOTO_MAX_BYTES) return fail(request, reply, { code: 4521, cn: '照片不能超过 200 KB', en: 'The photo must be 200 KB or smaller', data: { reason: 'size' } });
      const sniffed = sniffType(bytes);
      if (sniffed !== 'image/jpeg' && sniffed !== 'image/png') return fail(request, reply, { code: 4521, cn: '照片仅支持 JPG、PNG', en: 'Only JPG and PNG photos are accepted', data: { reason: 'type' } });
      const state = people();
      const record = { fileId: state.nextId('photo'), userId: subject.userId, name: file.name, size: bytes.length };
      state.photos.push(record);
      const view: HolderPhotoWire = { fileId: record.fileId, name: record.name, size: record.size };
      return success(view);
    }),
  );

  app.post(
    `${RC}relation/remove`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const state = people();
      const relation = relationOr(request, reply, deptId);
      if (!relation) return reply;
      if (!removable(relation.state)) return fail(request, reply, { code: 400, cn: '已发放的证件不能删除，如遗失请挂失', en: 'An issued pass cannot be removed; report it lost instead' });
      state.relations = state.relations.filter((r) => r !== relation);
      const pass = state.typeOf(deptId, relation.credentialType);
      return success({ accepted: 0, left: pass ? state.leftOf(pass) : 0 });
    }),
  );

  app.get(
    `${RC}relation/history`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const state = people();
      const type = query(request, 'type');
      // reused: this very person (name and ID) holds one of the company's passes again; an ID someone else
      // holds now is found when applying (4701), naming the person
      const held = state.relations.filter((r) => r.deptId === deptId).map((r) => `${r.name}|${r.idNumber.toUpperCase()}`);
      const list: PreviousHolderWire[] = state.history
        .filter((h) => h.deptId === deptId && (type === '' || h.credentialType === type))
        .map((h) => ({ id: h.id, name: h.name, phone: maskPhone(h.phone), idType: h.idType, idNumber: maskId(h.idNumber), reused: held.includes(`${h.name}|${h.idNumber.toUpperCase()}`) }));
      return success(list);
    }),
  );

  app.post(
    `${RC}relation/reuse`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const body = bodyOf(request);
      const ids = Array.isArray(body['ids']) ? (body['ids'] as unknown[]).filter((id): id is string => typeof id === 'string') : [];
      const chosen = ids.map((id) => people().history.find((h) => h.id === id && h.deptId === deptId));
      if (chosen.some((h) => h === undefined)) return fail(request, reply, { code: 400, cn: '往届人员不存在', en: 'Previous holder not found' });
      const list = chosen.map((h) => ({ name: h?.name ?? '', phone: h?.phone ?? '', idType: h?.idType ?? '', idNumber: h?.idNumber ?? '' }));
      return apply(request, reply, people().typeOf(deptId, text(body, 'credentialType')), list);
    }),
  );

  app.get(
    `${RC}relation/inviteCode`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const state = people();
      const credentialType = query(request, 'credentialType') || 'exhibitor';
      if (!state.typeOf(deptId, credentialType)) return fail(request, reply, { code: 400, cn: '证件类型不存在', en: 'Pass type not found' });
      let link = state.links.find((l) => l.deptId === deptId && l.credentialType === credentialType && l.active);
      if (!link) {
        link = { registerLinkId: `staff-${deptId}-${credentialType}-${state.nextId('link')}`, deptId, credentialType, code: state.nextId('STAFF').replace('-', ''), active: true };
        state.links.push(link);
      }
      const view: StaffInviteCodeWire = { registerLinkId: link.registerLinkId, deptId, code: link.code, credentialType, expiresAt: '' };
      return success(view);
    }),
  );

  // a new staff link for the pass type (a link forwarded too far): the old link and code stop at once —
  // its landing says it is no longer valid and it takes no one on — while those who applied through it
  // keep their applications
  app.post(
    `${RC}relation/inviteCode/renew`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const state = people();
      const credentialType = text(bodyOf(request), 'credentialType') || 'exhibitor';
      if (!state.typeOf(deptId, credentialType)) return fail(request, reply, { code: 400, cn: '证件类型不存在', en: 'Pass type not found' });
      syncStaff();
      for (const old of state.links.filter((l) => l.deptId === deptId && l.credentialType === credentialType)) old.active = false;
      const link = { registerLinkId: `staff-${deptId}-${credentialType}-${state.nextId('link')}`, deptId, credentialType, code: state.nextId('STAFF').replace('-', ''), active: true };
      state.links.push(link);
      const view: StaffInviteCodeWire = { registerLinkId: link.registerLinkId, deptId, code: link.code, credentialType, expiresAt: '' };
      return success(view);
    }),
  );

  // the staff sheet's template (bulk staff): a CSV at a signed address without a token, to open, copy or mail
  app.get(
    `${RC}relation/sheetTemplate`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const type = query(request, 'credentialType').trim();
      if (!people().typesOf(deptId).some((p) => p.type === type)) return fail(request, reply, { code: 400, cn: '证件类型不存在', en: 'Pass type not found' });
      const now = people().epochNow();
      const id = `staff-${type}-${people().nextId('sheet')}`;
      const signed = signedStaffSheetUrl(ctx.origin(), id, now);
      const view: SignedFileWire = { url: signed.url, fileName: `${id}.csv`, expireTime: beijingTime(signed.expiresAt) };
      return success(view);
    }),
  );
  registerStaffSheetFile(app, () => people().epochNow());

  // the staff member's landing (no token): the company as the server knows it, never as the link says
  app.get(`${RC}staffInvite/landing`, async (request, reply) => {
    const state = people();
    const link = state.links.find((l) => l.registerLinkId === query(request, 'registerLinkId').trim() && l.active);
    const company = link ? state.company(link.deptId) : undefined;
    const pass = link ? state.typeOf(link.deptId, link.credentialType) : undefined;
    if (!link || !company || !pass) return fail(request, reply, { code: 5109, cn: '邀请链接无效或已失效', en: 'This invitation link is not valid any more' });
    const view: StaffInviteLandingWire = { companyName: company.fullName, companyNameEn: company.fullEnName, boothNos: company.boothNos, credentialType: pass.type, credentialName: pass.name, credentialNameEn: pass.nameEn };
    return success(view);
  });

  app.post(
    `${RC}relation/reportLoss`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const state = people();
      const relation = relationOr(request, reply, deptId);
      if (!relation) return reply;
      if (!losable(relation.state)) {
        return fail(request, reply, { code: 5104, cn: '只有已发放的证件才能挂失', en: 'Only an issued pass can be reported lost' });
      }
      relation.state = 'lost';
      const reissued: RelationRecord = { ...relation, id: state.nextId('rel'), state: 'reissued', code: state.nextId('PASS') };
      delete reissued.rejectReason;
      state.relations.push(reissued);
      const view: LossReportedWire = { relationId: reissued.id, name: reissued.name };
      return success(view);
    }),
  );

  // Texts the person the exhibition's visitor registration link in the company's name (the test hook
  // GET /__contract/invite/outbox shows it); sent again on a later ask, once per Idempotency-Key.
  app.post(
    `${RC}relation/inviteVisitor`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const state = people();
      const body = bodyOf(request);
      const relation = relationOr(request, reply, deptId);
      if (!relation) return reply;
      if (!invitable(relation.state)) {
        return fail(request, reply, { code: 5111, cn: '该证件已挂失，请在补发的新证件上邀请', en: 'This pass was reported lost: invite the person from their new pass' });
      }
      const language = languageOf(request);
      const company = ctx.state.slice<ExhibitorState>('exhibitor').companyOf(deptId);
      const from = language === 'en' ? company?.fullEnName || company?.fullName || '' : company?.fullName ?? '';
      const link = `${ctx.origin()}/?${new URLSearchParams({ exhibitionId: exhibitionOf(body, subject), registerType: 'visitor', tenantId: subject.tenantId, inviteDeptId: deptId, ...(language === 'en' ? { languageType: 'en' } : {}) }).toString()}#/registration`;
      relation.visitorInvitedAt = state.now();
      ctx.state.reach.outbox.push({
        at: state.epochNow(),
        channel: 'sms',
        recipient: relation.phone,
        language,
        text: language === 'en' ? `${relation.name}, ${from} invites you to visit the show. Register as a visitor here: ${link}` : `${relation.name}您好，${from}邀请您以观众身份参观展会，请打开链接登记：${link}`,
        link,
      });
      const view: VisitorInvitedWire = { relationId: relation.id, name: relation.name, sentTo: maskPhone(relation.phone), invitedAt: relation.visitorInvitedAt };
      return success(view);
    }),
  );

  app.post(
    `${RC}relation/placeOrder`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const state = people();
      const body = bodyOf(request);
      const pass = state.typeOf(deptId, text(body, 'credentialType'));
      if (!pass) return fail(request, reply, { code: 400, cn: '证件类型不存在', en: 'Pass type not found', data: { field: 'credentialType' } });
      if (!windowOpen(state.windowOf(pass), state.now())) {
        return fail(request, reply, { code: 5102, cn: '证件申请已关闭', en: 'Document application closed', data: { closesAt: pass.closesAt } });
      }
      const quantity = body['quantity'];
      if (!extraPassQuantityOk(quantity)) {
        return fail(request, reply, { code: 400, cn: `每次可购买 1–${EXTRA_PASS_MAX} 张`, en: `Buy 1 to ${EXTRA_PASS_MAX} passes at a time`, data: { field: 'quantity' } });
      }
      const buyer = buyerOf(subject, exhibitionOf(body, subject));
      const order = state.ticketing().newOrder(
        {
          exhibitionId: buyer.exhibitionId,
          userId: buyer.userId,
          personId: buyer.personId,
          kind: 'credential',
          orderStatus: 'reserved',
          paymentStatus: 'awaiting',
          lines: [{ ticketTypeId: `pass-${pass.type}`, name: `${pass.name}（额外）`, nameEn: `${pass.nameEn ?? pass.name} (extra)`, quantity, unitFen: EXTRA_PASS_FEN, discountFen: 0, amountFen: EXTRA_PASS_FEN * quantity }],
          totalFen: EXTRA_PASS_FEN * quantity,
          attendees: [],
          buyer: buyer.details,
        },
        ctx.clock(),
      );
      state.extraOrders.push({ orderId: order.orderId, deptId, credentialType: pass.type, quantity });
      return success(toWireOrder(order, ctx.clock()));
    }),
  );

  // the gate: a pass's code lets its holder in while the pass is issued; a lost one's is refused
  app.post('/__contract/pass-code/verify', async (request, reply) => {
    const code = (request.body as { code?: unknown } | undefined)?.code;
    const relation = typeof code === 'string' ? people().relations.find((r) => r.code === code.trim()) : undefined;
    if (!relation) return reply.code(404).send({ valid: false, reason: 'unknown' });
    const valid = relation.state === 'approved' || relation.state === 'reissued';
    return { valid, state: relation.state, name: relation.name, ...(valid ? {} : { reason: relation.state === 'lost' ? 'lost' : 'not-issued' }) };
  });

  app.get('/__contract/relation/codes', async (request) => {
    const phone = query(request, 'phone');
    return people()
      .relations.filter((r) => r.phone === phone)
      .map((r) => ({ relationId: r.id, code: r.code, state: r.state }));
  });

  app.post('/__contract/relation/review', async (request, reply) => {
    const body = request.body as { relationId?: unknown; phone?: unknown; outcome?: unknown; reason?: unknown } | undefined;
    syncStaff();
    const relation = people().relations.find((r) => (typeof body?.relationId === 'string' && r.id === body.relationId) || (typeof body?.phone === 'string' && r.phone === body.phone));
    if (!relation || (body?.outcome !== 'approved' && body?.outcome !== 'rejected')) {
      return reply.code(400).send({ error: "Expected {relationId or phone (a pass holder), outcome: 'approved' | 'rejected', reason?: string}" });
    }
    relation.state = body.outcome;
    if (body.outcome === 'rejected') relation.rejectReason = typeof body.reason === 'string' && body.reason.trim() !== '' ? body.reason.trim() : '证件照片不清晰';
    else delete relation.rejectReason;
    // a staff member who applied through the link is reviewed with the pass: their next step follows it
    const staff = ctx.state.users.find((u) => u.phone === relation.phone && u.registerType === 'exhibitorInviteStaff');
    if (staff) staff.examineResult = body.outcome === 'approved' ? 'approve' : 'reject';
    return { ok: true, relationId: relation.id, state: relation.state };
  });
}
