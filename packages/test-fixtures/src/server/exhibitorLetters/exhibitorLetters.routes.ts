// The exhibitor's letters in the contract server (issue 31, design exhibitor.md §2.4 visaInfo, §2.5
// templates, §2.6 check-in, §5.2).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { headerValue, languageOf, RC, type ServerContext } from '../context';
import { success } from '../envelope';
import { commerceRouteKit, type Body } from '../kit/commerce-route-kit';
import { signedFileLinks } from '../kit/signed-file-link';
import { readMultipart } from '../multipart';
import type { TokenSubject } from '../tokens';
import { pictureSides } from '../exhibitorCatalogue/picture-bytes';
import type { ExhibitorPeopleState } from '../exhibitorPeople/exhibitor-people-state';
import type { CheckinWire, PictureWire, TemplateListWire, TemplateWire, VisaLettersWire, VisaLetterWire } from './exhibitor-letters-wire.types';
import type { ExhibitorLettersState, TemplateRecord, VisaRecord } from './exhibitor-letters-state';
import { unknownPlaceholder, visaRefusal } from './exhibitor-letters-rules';
import { bilingualLetterPdf } from './bilingual-letter-pdf';
import { countryNameOf } from './visa-country';
import { letterVerifyUrl, registerLetterVerification, type VerifiedLetter } from './letter-verification';
import { EXHIBITOR_LETTERS_SEED } from '../../data/exhibitor-letters.data';
import { verifiedVipLetter } from '../exhibitorGuests/vip-letter';

interface LettersFailure {
  code: 400 | 4701 | 5105 | 5106 | 5107 | 5108 | 5110;
  cn: string;
  en: string;
  data?: Record<string, unknown>;
}

const PICTURES_PATH = '/files/invitation-pictures/';
const PICTURE_MAX_BYTES = 200 * 1024;
const TITLE_MAX = 40;
const BODY_MAX = 500;
const visaLinks = signedFileLinks({ key: 'fairpass-contract-server-visa-key', scope: 'visa', path: (id) => `/files/visa/${encodeURIComponent(id)}.pdf`, ttlMs: 10 * 60 * 1000 });

const text = (body: Body, key: string): string => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');

/**
 * The exhibitor's letters (design exhibitor.md §2.4–§2.6, §5.2, "ours"), all the company admin's (bearer):
 * invitation templates (the organiser's and the company's own; 5108 for a placeholder the share table
 * does not know; the picture 150–400 px a side, ≤ 200 KB), visa letters (5105, 5106, 5107, 4701 for a
 * passport with a letter under way; a nationality the country dictionary does not know is 400 for the
 * field; the issued letter a PDF at a signed address naming the country), and the check-in notice.
 * Hooks: `POST /__contract/visa/review {visaId, outcome: 'issued'|'rejected', reason?}` and
 * `POST /__contract/checkin {code}` (the exhibitor desk scans; 5110 before the window).
 */
export function registerExhibitorLettersRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const letters = (): ExhibitorLettersState => ctx.state.slice<ExhibitorLettersState>('exhibitorLetters');
  const people = (): ExhibitorPeopleState => ctx.state.slice<ExhibitorPeopleState>('exhibitorPeople');
  const { authed, bodyOf, query } = commerceRouteKit(ctx);

  const fail = (request: FastifyRequest, reply: FastifyReply, failure: LettersFailure): FastifyReply =>
    reply.code(400).send({ code: failure.code, success: false, data: failure.data ?? null, msg: languageOf(request) === 'en' ? failure.en : failure.cn });

  const companyOr = (request: FastifyRequest, reply: FastifyReply, subject: TokenSubject): string | undefined => {
    const deptId = people().deptOf(ctx.state.userById(subject.userId)?.phone ?? '');
    if (deptId === '') fail(request, reply, { code: 400, cn: '该展商尚未开通此权限', en: 'The exhibitor has not opened this permission' });
    return deptId === '' ? undefined : deptId;
  };

  const hallOf = (boothNos: readonly string[]): string => boothNos[0]?.split('-')[0] ?? '';

  const templateView = (t: TemplateRecord): TemplateWire => ({
    id: t.id,
    scope: t.deptId === '' ? 'organiser' : 'mine',
    state: t.state,
    titleZh: t.titleZh,
    titleEn: t.titleEn,
    bodyZh: t.bodyZh,
    bodyEn: t.bodyEn,
    pictureUrl: t.pictureUrl,
    isDefault: t.isDefault,
    updatedAt: t.updatedAt,
  });

  const visaView = (request: FastifyRequest, v: VisaRecord): VisaLetterWire => ({
    id: v.id,
    number: v.number,
    passportName: v.passportName,
    passportNo: v.passportNo,
    nationality: v.nationality,
    gender: v.gender,
    birthDate: v.birthDate,
    passportExpiry: v.passportExpiry,
    arrival: v.arrival,
    departure: v.departure,
    jobTitle: v.jobTitle,
    consulateCity: v.consulateCity,
    state: v.state,
    rejectReason: v.state === 'rejected' ? (v.rejectReason?.[languageOf(request) === 'en' ? 'en' : 'zh'] ?? null) : null,
    pdfUrl: v.state === 'issued' ? visaLinks.signedUrl(ctx.origin(), v.id, letters().epochNow()).url : null,
    verifyUrl: v.state === 'issued' ? letterVerifyUrl(ctx.origin(), v.number) : null,
    submittedAt: v.submittedAt,
    reviewedAt: v.reviewedAt === '' ? null : v.reviewedAt,
    decidedAt: v.decidedAt === '' ? null : v.decidedAt,
  });

  app.get(
    `${RC}invitationTemplate/list`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const mine = query(request, 'scope') === 'mine';
      const company = people().company(deptId);
      const boothNos = company?.boothNos ?? [];
      const view: TemplateListWire = {
        // the organiser's default stands only until the company publishes its own
        templates: letters()
          .templates.filter((t) => (mine ? t.deptId === deptId : t.deptId === ''))
          .map((t) => ({ ...templateView(t), isDefault: t.isDefault && (mine || !letters().templates.some((own) => own.deptId === deptId && own.isDefault)) })),
        company: {
          fullName: company?.fullName ?? '',
          fullEnName: company?.fullEnName ?? '',
          companyExhibitionVO: { exhibitionHallNo: hallOf(boothNos), boothNo: boothNos[0] ?? '', boothNos: boothNos.join(', ') },
        },
      };
      return success(view);
    }),
  );

  app.get(
    `${RC}invitationTemplate/detail`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const found = letters().templates.find((t) => t.id === query(request, 'id') && (t.deptId === '' || t.deptId === deptId));
      if (!found) return fail(request, reply, { code: 400, cn: '邀请函模板不存在', en: 'Invitation template not found' });
      return success(templateView(found));
    }),
  );

  app.post(
    `${RC}invitationTemplate/upload`,
    { bodyLimit: 2 * 1024 * 1024 },
    authed(async (request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const form = await readMultipart(headerValue(request, 'content-type') ?? '', request.body);
      const file = form?.get('file');
      if (!form || !file || typeof file === 'string') return fail(request, reply, { code: 400, cn: '请选择要上传的图片', en: 'Choose a picture to upload' });
      const bytes = Buffer.from(await file.arrayBuffer());
      const sides = pictureSides(bytes);
      if (!sides) return fail(request, reply, { code: 400, cn: '请上传 png 或 jpg 图片', en: 'Please upload a png or jpg picture', data: { field: 'picture' } });
      if (bytes.length > PICTURE_MAX_BYTES) return fail(request, reply, { code: 400, cn: '图片不能超过200KB', en: 'The picture must be 200 KB or less', data: { field: 'picture' } });
      const fits = (side: number) => side >= 150 && side <= 400;
      if (!fits(sides.width) || !fits(sides.height)) return fail(request, reply, { code: 400, cn: '图片边长须在150至400像素之间', en: 'Each side of the picture must be 150 to 400 px', data: { field: 'picture' } });
      const id = letters().nextId('pic');
      letters().pictures.set(id, { deptId, contentType: bytes[0] === 0x89 ? 'image/png' : 'image/jpeg', bytes });
      const view: PictureWire = { url: `${ctx.origin()}${PICTURES_PATH}${id}` };
      return success(view);
    }),
  );

  app.get(`${PICTURES_PATH}:id`, async (request, reply) => {
    const picture = letters().pictures.get((request.params as { id?: string }).id ?? '');
    if (!picture) return reply.code(404).send({ error: 'Not found' });
    return reply.header('content-type', picture.contentType).header('cache-control', 'private, max-age=3600').send(picture.bytes);
  });

  app.post(
    `${RC}invitationTemplate/save`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const body = bodyOf(request);
      const state = letters();
      const fields = { titleZh: text(body, 'titleZh'), titleEn: text(body, 'titleEn'), bodyZh: text(body, 'bodyZh'), bodyEn: text(body, 'bodyEn') };
      for (const [field, value] of Object.entries(fields)) {
        const unknown = unknownPlaceholder(value);
        if (unknown !== undefined) {
          return fail(request, reply, { code: 5108, cn: `不支持的占位符 %%${unknown}%%`, en: `%%${unknown}%% is not a known placeholder`, data: { name: unknown, field } });
        }
        const max = field.startsWith('title') ? TITLE_MAX : BODY_MAX;
        if (value === '' || [...value].length > max) return fail(request, reply, { code: 400, cn: '请检查邀请函内容', en: 'Please check the invitation text', data: { field, max } });
      }
      const pictureUrl = text(body, 'pictureUrl');
      if (pictureUrl !== '' && !pictureUrl.startsWith(`${ctx.origin()}${PICTURES_PATH}`)) return fail(request, reply, { code: 400, cn: '图片无效', en: 'The picture is not valid', data: { field: 'picture' } });
      const id = text(body, 'id');
      const publish = body['publish'] === true;
      let record = id === '' ? undefined : state.templates.find((t) => t.id === id && t.deptId === deptId);
      if (id !== '' && !record) return fail(request, reply, { code: 400, cn: '邀请函模板不存在', en: 'Invitation template not found' });
      if (!record) {
        record = { id: state.nextId('tpl'), deptId, state: 'draft', isDefault: false, pictureUrl: '', updatedAt: '', ...fields };
        state.templates.push(record);
      }
      Object.assign(record, fields, { pictureUrl, updatedAt: state.now() });
      if (publish) {
        for (const t of state.templates) if (t.deptId === deptId) t.isDefault = false;
        record.state = 'published';
        record.isDefault = true;
      }
      return success(templateView(record));
    }),
  );

  app.get(
    `${RC}visa/list`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const view: VisaLettersWire = { letters: letters().visas.filter((v) => v.deptId === deptId).map((v) => visaView(request, v)), ...letters().show };
      return success(view);
    }),
  );

  app.post(
    `${RC}visa/apply`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const body = bodyOf(request);
      const state = letters();
      const fields = Object.fromEntries(
        ['passportName', 'passportNo', 'nationality', 'gender', 'birthDate', 'passportExpiry', 'arrival', 'departure', 'jobTitle', 'consulateCity'].map((k) => [k, text(body, k)]),
      );
      const refusal = visaRefusal(fields, state.show);
      if (refusal?.code === 400) return fail(request, reply, { code: 400, cn: '请检查签证申请信息', en: 'Please check the request', data: { field: refusal.field } });
      if (countryNameOf(ctx.state.dictionaries, fields['nationality'] ?? '') === undefined) {
        return fail(request, reply, { code: 400, cn: '请从国家列表中选择国籍', en: 'Choose the nationality from the list of countries', data: { field: 'nationality' } });
      }
      if (refusal?.code === 5105) {
        return fail(request, reply, { code: 5105, cn: `护照有效期须不早于 ${refusal.minExpiry}`, en: `The passport must be valid until ${refusal.minExpiry} or later`, data: { minExpiry: refusal.minExpiry } });
      }
      if (refusal?.code === 5106) {
        return fail(request, reply, { code: 5106, cn: '入境和离境日期须在展期前后 7 天内', en: 'Arrival and departure must be within 7 days of the show', data: { firstDay: refusal.firstDay, lastDay: refusal.lastDay } });
      }
      if (refusal?.code === 5107) return fail(request, reply, { code: 5107, cn: '中国大陆籍人员无需签证邀请函', en: 'Mainland Chinese citizens need no visa invitation letter' });
      if (state.visas.some((v) => v.passportNo === fields['passportNo'] && v.state !== 'rejected')) {
        return fail(request, reply, { code: 4701, cn: '您已登记过该证件，请勿重复操作', en: 'You have registered this document, please do not repeat the operation', data: { name: fields['passportName'] } });
      }
      const id = state.nextId('visa');
      const record: VisaRecord = {
        id,
        number: `VL-${state.show.firstDay.slice(0, 4)}-${id.slice(-4).padStart(6, '0')}`,
        deptId,
        passportName: fields['passportName'] ?? '',
        passportNo: fields['passportNo'] ?? '',
        nationality: fields['nationality'] ?? '',
        gender: fields['gender'] === 'female' ? 'female' : 'male',
        birthDate: fields['birthDate'] ?? '',
        passportExpiry: fields['passportExpiry'] ?? '',
        arrival: fields['arrival'] ?? '',
        departure: fields['departure'] ?? '',
        jobTitle: fields['jobTitle'] ?? '',
        consulateCity: fields['consulateCity'] ?? '',
        state: 'submitted',
        submittedAt: state.now(),
        reviewedAt: '',
        decidedAt: '',
        issuedAt: '',
      };
      state.visas.push(record);
      return success(visaView(request, record));
    }),
  );

  app.get('/files/visa/:file', async (request, reply) => {
    const file = (request.params as { file?: string }).file ?? '';
    const id = file.endsWith('.pdf') ? decodeURIComponent(file.slice(0, -4)) : '';
    const q = request.query as { expires?: string; sig?: string };
    if (!visaLinks.holds(id, q.expires ?? '', q.sig ?? '', letters().epochNow())) return reply.code(403).type('text/plain; charset=utf-8').send('Signature invalid or expired');
    const visa = letters().visas.find((v) => v.id === id && v.state === 'issued');
    if (!visa) return reply.code(404).type('text/plain; charset=utf-8').send('No visa letter');
    return reply
      .code(200)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${visa.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(visaLetterPdf(visa));
  });

  /** The visa letter in Chinese and English, numbered, with the verification QR code. */
  const visaLetterPdf = (visa: VisaRecord): Buffer => {
    const company = people().company(visa.deptId);
    const { firstDay, lastDay } = letters().show;
    const { organiser, showName } = EXHIBITOR_LETTERS_SEED;
    const pronoun = visa.gender === 'female' ? { zh: '女士', en: 'Ms' } : { zh: '先生', en: 'Mr' };
    // The country by name in each half; a letter from before the dictionary knew its code keeps the code.
    const country = countryNameOf(ctx.state.dictionaries, visa.nationality) ?? { zh: visa.nationality, en: visa.nationality };
    return bilingualLetterPdf({
      number: visa.number,
      titleZh: '签证邀请函',
      titleEn: 'Visa Invitation Letter',
      zh: [
        `中华人民共和国驻${visa.consulateCity}使领馆：`,
        `兹邀请 ${visa.passportName} ${pronoun.zh}（护照号码 ${visa.passportNo}，国籍 ${country.zh}，出生日期 ${visa.birthDate}），${company?.fullName ?? ''} ${visa.jobTitle}，于 ${firstDay} 至 ${lastDay} 来华参加${showName.zh}。`,
        `拟在华停留时间：${visa.arrival} 至 ${visa.departure}。其在华期间的费用由邀请单位承担。请惠予办理签证为盼。`,
      ],
      en: [
        `To the Embassy / Consulate General of the People's Republic of China in ${visa.consulateCity}:`,
        `We invite ${pronoun.en} ${visa.passportName} (passport ${visa.passportNo}, nationality ${country.en}, born ${visa.birthDate}), ${visa.jobTitle} of ${company?.fullEnName || company?.fullName || ''}, to ${showName.en} from ${firstDay} to ${lastDay}.`,
        `Planned stay in China: ${visa.arrival} to ${visa.departure}. The inviting company bears the costs of the stay. We kindly ask you to grant the visa.`,
      ],
      signatureZh: organiser.zh,
      signatureEn: organiser.en,
      issuedOn: (visa.issuedAt || letters().now()).slice(0, 10),
      verifyUrl: letterVerifyUrl(ctx.origin(), visa.number),
    });
  };

  /** A letter's verification page: the visa letter's number, holder, company, stay and show, and whether it stands. */
  const verifiedVisa = (number: string): VerifiedLetter | undefined => {
    const visa = letters().visas.find((v) => v.number === number && v.issuedAt !== '');
    if (!visa) return undefined;
    const company = people().company(visa.deptId);
    const { firstDay, lastDay } = letters().show;
    const valid = visa.state === 'issued';
    return {
      kindZh: '签证邀请函',
      kindEn: 'Visa invitation letter',
      number: visa.number,
      holder: visa.passportName,
      companyZh: company?.fullName ?? '',
      companyEn: company?.fullEnName || company?.fullName || '',
      dates: [
        { zh: '在华停留', en: 'Stay in China', value: `${visa.arrival} – ${visa.departure}` },
        { zh: '展期', en: 'Show dates', value: `${firstDay} – ${lastDay}` },
      ],
      valid,
      stateZh: valid ? '有效：已签发' : '无效：已撤销',
      stateEn: valid ? 'Valid: issued' : 'Not valid: withdrawn',
    };
  };
  registerLetterVerification(app, (number) => verifiedVisa(number) ?? verifiedVipLetter(ctx, number));

  app.get(
    `${RC}exhibitor/checkin`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject);
      if (deptId === undefined) return reply;
      const state = letters();
      const company = people().company(deptId);
      const boothNos = company?.boothNos ?? [];
      const view: CheckinWire = {
        code: state.codeOf(deptId),
        companyName: company?.fullName ?? '',
        companyNameEn: company?.fullEnName ?? '',
        hallNo: hallOf(boothNos),
        boothNos,
        passesToCollect: people()
          .typesOf(deptId)
          .map((pass) => ({ name: pass.name, nameEn: pass.nameEn, count: people().usedOf(pass) }))
          .filter((pass) => pass.count > 0),
        ...state.windowOf(deptId),
        checkedInAt: state.checkedIn.get(deptId) ?? null,
        serverTime: state.now(),
      };
      return success(view);
    }),
  );

  app.post('/__contract/visa/review', async (request, reply) => {
    const body = request.body as { visaId?: unknown; passportNo?: unknown; outcome?: unknown; reason?: unknown } | undefined;
    const visa = letters().visas.find((v) => v.id === body?.visaId || (typeof body?.passportNo === 'string' && v.passportNo === body.passportNo && v.state !== 'rejected'));
    if (!visa || (body?.outcome !== 'issued' && body?.outcome !== 'rejected' && body?.outcome !== 'reviewing')) {
      return reply.code(400).send({ error: "Expected {visaId or passportNo, outcome: 'reviewing' | 'issued' | 'rejected', reason?: string}" });
    }
    visa.state = body.outcome;
    if (visa.reviewedAt === '') visa.reviewedAt = letters().now();
    if (body.outcome !== 'reviewing') visa.decidedAt = letters().now();
    if (body.outcome === 'issued') visa.issuedAt = visa.decidedAt;
    if (body.outcome === 'rejected') {
      const reason = typeof body.reason === 'string' && body.reason.trim() !== '' ? body.reason.trim() : '';
      visa.rejectReason = reason ? { zh: reason, en: reason } : { zh: '资料不完整', en: 'The request is incomplete' };
    }
    return { ok: true, visaId: visa.id, state: visa.state };
  });

  app.post('/__contract/checkin', async (request, reply) => {
    const code = (request.body as { code?: unknown } | undefined)?.code;
    const deptId = typeof code === 'string' ? letters().deptOfCode(code) : undefined;
    if (!deptId) return reply.code(400).send({ error: 'Expected {code} of a company check-in notice' });
    const window = letters().windowOf(deptId);
    if (letters().now() < window.opensAt) return reply.code(400).send({ code: 5110, success: false, data: { opensAt: window.opensAt }, msg: 'Check-in has not opened yet' });
    if (!letters().checkedIn.has(deptId)) letters().checkedIn.set(deptId, letters().now());
    return { ok: true, deptId, checkedInAt: letters().checkedIn.get(deptId) };
  });
}
