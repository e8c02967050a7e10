import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isMainlandMobile } from '../contact-rules';
import { languageOf, RC, type ServerContext } from '../context';
import { success } from '../envelope';
import { done, refused, type Outcome } from '../kit/commerce-failure';
import { commerceRouteKit } from '../kit/commerce-route-kit';
import type { TokenSubject } from '../tokens';
import { registerSignedPdfRoute, signedPdfUrl } from '../kit/signed-pdf';
import { EXHIBIT_MAX, type ExhibitSeed, type ExhibitorCompanySeed } from '../../data/exhibitor.data';
import type { ApplicationSentWire, ExhibitWire, ExhibitorCertificationCodeWire, ExhibitorDocumentWire, ExhibitorMaterialsWire, ExhibitorProfileWire, PublicBoothCardWire } from './exhibitor-wire.types';
import { documentById, issueInvoice, type ExhibitorAccount, type ExhibitorState } from './exhibitor-state';
import { ALL_MODULES, BOOTH_ORDER_MAX, isCreditCode, modulesFor, newCertificationCode, normaliseCode } from './exhibitor-rules';
import { exhibitionOfWrite, submissionClosed, SUBMISSION_CLOSED } from './submission-closed';
import { registerDeadlineCalendarRoutes } from './deadline-calendar';

/**
 * The profile of one login (none applied yet: state `none`, no modules, no company — or, for a staff
 * member a company's link brought in, that company's name, so their review screen can say whose it is).
 */
export function profileOf(exhibitor: ExhibitorState, account: ExhibitorAccount | undefined, language: 'cn' | 'en', staffOf?: ExhibitorCompanySeed): ExhibitorProfileWire {
  if (!account) {
    const staffCompany = staffOf ? { company: { deptId: staffOf.deptId, fullName: staffOf.fullName, fullEnName: staffOf.fullEnName, creditCode: '', logo: staffOf.logo } } : {};
    return { application: { state: 'none' }, completeResult: '', certified: false, admin: false, ...staffCompany, booths: [], permissions: [] };
  }
  const company = exhibitor.companyOf(account.deptId);
  const reason = account.state === 'rejected' ? account.rejectReason?.[language] : undefined;
  // a refused application comes back as it was sent, for its applicant to change and send again
  const sent = account.state === 'rejected' && account.application ? { sent: sentApplicationOf(account.application) } : {};
  return {
    application: { state: account.state, submittedAt: account.submittedAt, ...(reason ? { rejectReason: reason } : {}), ...sent },
    completeResult: account.formComplete ? 'succ' : '',
    certified: company !== undefined,
    admin: account.admin && company !== undefined,
    ...(company ? { company: { deptId: company.deptId, fullName: company.fullName, fullEnName: company.fullEnName, creditCode: company.creditCode, logo: company.logo } } : {}),
    booths: account.state === 'approved' ? (company?.booths ?? []) : [],
    permissions: account.state === 'approved' ? [...modulesFor(account.registerType)] : [],
  };
}

/** An application as it was taken, every field written (Jackson's way). */
const sentApplicationOf = (application: Record<string, unknown>): ApplicationSentWire => ({
  companyName: text(application, 'companyName'),
  companyEnName: text(application, 'companyEnName'),
  creditCode: text(application, 'creditCode'),
  contactName: text(application, 'contactName'),
  mobile: typeof application['mobile'] === 'string' ? application['mobile'] : '',
  email: text(application, 'email'),
  boothType: text(application, 'boothType') === 'raw' ? 'raw' : 'standard',
  boothQuantity: typeof application['boothQuantity'] === 'number' ? application['boothQuantity'] : 0,
  exhibitCategory: text(application, 'exhibitCategory'),
});

/** The dictionary an exhibit's category is chosen from. */
const EXHIBIT_CATEGORY_DICTIONARY = 'exhibitCategory';

const text = (body: Record<string, unknown>, key: string): string => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');

/** The application as sent, or why it is refused (HTTP 400 naming the field, as a form's check does). */
function applicationProblem(body: Record<string, unknown>): { cn: string; en: string } | undefined {
  if (text(body, 'companyName').length < 2) return { cn: '请填写公司名称', en: 'Please fill in the company name' };
  if (!isCreditCode(text(body, 'creditCode'))) return { cn: '统一社会信用代码格式不正确', en: 'The unified social credit code is not valid' };
  if (text(body, 'contactName').length < 2) return { cn: '请填写联系人', en: 'Please fill in the contact' };
  if (!isMainlandMobile(body['mobile'])) return { cn: '手机号格式不正确', en: 'The mobile number is not valid' };
  const quantity = body['boothQuantity'];
  if (typeof quantity !== 'number' || !(quantity > 0)) return { cn: '请填写订购数量或面积', en: 'Please fill in the booth count or area' };
  if (quantity > BOOTH_ORDER_MAX) return { cn: '订购数量或面积不能超过300', en: 'Booth order count or area cannot exceed 300' };
  return undefined;
}

/**
 * The exhibitor's company (design exhibitor.md §5.1, "ours"), all the caller's (bearer): the profile,
 * the application to exhibit (a refused one may be sent again; a pending or approved one is kept), and
 * the certification code that binds the login to its company. Plus the organiser's review hook
 * `POST /__contract/exhibitor/review {phone, outcome: 'approved' | 'rejected', reason?}`.
 */
export function registerExhibitorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const exhibitor = ctx.state.exhibitor;
  const { answer, authed, bodyOf } = commerceRouteKit(ctx);
  const phoneOf = (subject: TokenSubject): string => ctx.state.userById(subject.userId)?.phone ?? '';
  const registerTypeOf = (subject: TokenSubject): string => ctx.state.userById(subject.userId)?.registerType ?? 'exhibitorDept';
  const view = (request: FastifyRequest, subject: TokenSubject) => {
    const phone = phoneOf(subject);
    return profileOf(exhibitor, exhibitor.accountOf(phone), languageOf(request), exhibitor.staffCompanyOf(phone));
  };

  const refusal = (request: FastifyRequest, reply: FastifyReply, code: number, cn: string, en: string, data: Record<string, unknown> | null = null) =>
    reply.code(400).send({ code, success: false, data, msg: languageOf(request) === 'en' ? en : cn });
  // a write on the exhibition whose company information the organiser has closed (5003)
  const closed = (request: FastifyRequest, subject: TokenSubject): boolean => submissionClosed(ctx, exhibitionOfWrite(bodyOf(request), subject));
  const refuseClosed = (request: FastifyRequest, reply: FastifyReply) => refusal(request, reply, SUBMISSION_CLOSED.code, SUBMISSION_CLOSED.cn, SUBMISSION_CLOSED.en);

  app.get(`${RC}exhibitor/profile`, authed((request, _reply, subject) => success(view(request, subject))));

  // the company's materials this login may hand in (its modules), each with its deadline and state;
  // none before the company is approved
  app.get(
    `${RC}exhibitor/materials`,
    authed((_request, _reply, subject) => {
      const account = exhibitor.accountOf(phoneOf(subject));
      const modules: readonly string[] = account?.state === 'approved' ? modulesFor(account.registerType) : [];
      const materials = (exhibitor.materials.get(account?.deptId ?? '') ?? []).filter((m) => modules.includes(m.module));
      return success({ serverTime: exhibitor.epochNow(), materials } satisfies ExhibitorMaterialsWire);
    }),
  );

  /** An exhibit category the dictionary does not list (the list the forms offer), as a 400's words. */
  const categoryProblem = (category: string): { cn: string; en: string } | undefined =>
    (ctx.state.dictionaries[EXHIBIT_CATEGORY_DICTIONARY]?.cn ?? []).some((item) => item.dictKey === category) ? undefined : { cn: '请从列表中选择展品类别', en: "Choose the exhibit's category from the list" };

  app.post(
    `${RC}exhibitor/apply`,
    authed((request, reply, subject) => {
      const body = bodyOf(request);
      const phone = phoneOf(subject);
      const account = exhibitor.accountOf(phone);
      if (closed(request, subject)) return refuseClosed(request, reply);
      // 5011: a pending or approved application is not sent a second time (a refused one may be)
      if (account && account.state !== 'rejected') return refusal(request, reply, 5011, '已提交参展申请，请勿重复提交', 'You have already applied to exhibit; it is not sent a second time');
      const problem = applicationProblem(body) ?? categoryProblem(text(body, 'exhibitCategory'));
      const outcome: Outcome<null> = problem ? refused(400, problem.cn, problem.en) : done(null);
      if (outcome.ok) {
        const application = { ...body, creditCode: text(body, 'creditCode').toUpperCase() };
        if (account) {
          account.state = 'submitted';
          account.submittedAt = exhibitor.now();
          account.application = application;
          delete account.rejectReason;
        } else {
          // the one who applies for the company is its admin; a narrower exhibitor login keeps its modules
          const type = registerTypeOf(subject);
          const registerType = modulesFor(type).length > 0 ? type : 'exhibitorDept';
          exhibitor.accounts.push({
            phone,
            state: 'submitted',
            submittedAt: exhibitor.now(),
            deptId: '',
            formComplete: false,
            admin: modulesFor(registerType).length === ALL_MODULES.length,
            registerType,
            application,
          });
        }
      }
      return answer(request, reply, outcome, () => view(request, subject));
    }),
  );

  app.post(
    `${RC}exhibitor/certify`,
    authed((request, reply, subject) => {
      const account = exhibitor.accountOf(phoneOf(subject));
      const company = exhibitor.companyByCode(normaliseCode(text(bodyOf(request), 'code')));
      if (closed(request, subject)) return refuseClosed(request, reply);
      const bound = account && account.deptId !== '' ? exhibitor.companyOf(account.deptId) : undefined;
      let outcome: Outcome<NonNullable<typeof company>>;
      if (!account) outcome = refused(400, '请先提交参展申请', 'Please apply to exhibit first');
      // 5001: not one of the show's codes; 5002: the login already belongs to another company (its name)
      else if (!company) return refusal(request, reply, 5001, '认证码不正确，请向主办方确认', 'The certification code is not right: check it with the organiser');
      else if (bound && bound.deptId !== company.deptId) {
        const name = languageOf(request) === 'en' ? bound.fullEnName : bound.fullName;
        return refusal(request, reply, 5002, `该账号已属于${name}，无需认证码`, `This login already belongs to ${name} and needs no certification code`, { company: name });
      } else {
        account.deptId = company.deptId;
        outcome = done(company);
      }
      return answer(request, reply, outcome, (c) => ({ deptId: c.deptId, fullName: c.fullName, fullEnName: c.fullEnName, creditCode: c.creditCode, logo: c.logo }));
    }),
  );

  // the company's certification code, for its admin only (design exhibitor.md §2.1: "see the code as text
  // and QR, to hand to colleagues, and renew it"); any other login — a colleague, a narrower exhibitor
  // login, one of no company — is refused with 5004 and never sees it
  const adminCompanyOf = (subject: TokenSubject): ExhibitorCompanySeed | undefined => {
    const account = exhibitor.accountOf(phoneOf(subject));
    return account?.admin && account.state === 'approved' ? exhibitor.companyOf(account.deptId) : undefined;
  };
  const codeView = (company: ExhibitorCompanySeed): ExhibitorCertificationCodeWire => ({ deptId: company.deptId, code: company.certificationCode });
  const notAdmin = (request: FastifyRequest, reply: FastifyReply) => refusal(request, reply, 5004, '该展商尚未开通此权限', 'The exhibitor has not opened this permission');

  app.get(
    `${RC}exhibitor/certificationCode`,
    authed((request, reply, subject) => {
      const company = adminCompanyOf(subject);
      return company ? success(codeView(company)) : notAdmin(request, reply);
    }),
  );

  // a new code (the old one went further than it should): the old code binds no one from now on; logins
  // it already bound stay with the company. Sent with an Idempotency-Key, so a double tap renews once.
  app.post(
    `${RC}exhibitor/certificationCode/renew`,
    authed((request, reply, subject) => {
      const company = adminCompanyOf(subject);
      if (!company) return notAdmin(request, reply);
      if (closed(request, subject)) return refuseClosed(request, reply);
      const taken = new Set(exhibitor.companies.map((c) => c.certificationCode));
      company.certificationCode = newCertificationCode(taken);
      return success(codeView(company));
    }),
  );

  // the public booth card (no token): what the exhibitor's shared link shows; an unknown or not yet
  // approved company is "not found", with no hint which
  app.get(`${RC}booth/public`, async (request, reply) => {
    const deptId = typeof (request.query as Record<string, unknown>)['deptId'] === 'string' ? ((request.query as Record<string, string>)['deptId'] ?? '') : '';
    const company = exhibitor.companyOf(deptId.trim());
    const shown = company && company.fullName !== '' && exhibitor.accounts.some((a) => a.deptId === company.deptId && a.state === 'approved');
    if (!company || !shown) return answer(request, reply, refused(400, '展商不存在', 'Exhibitor not found'), () => null);
    return success({
      deptId: company.deptId,
      fullName: company.fullName,
      fullEnName: company.fullEnName,
      logo: company.logo,
      introduction: company.introduction ?? '',
      introductionEn: company.introductionEn ?? '',
      booths: company.booths,
      products: [],
      contact: null,
      ...exhibitor.boothCardPartsOf(company.deptId, languageOf(request)),
    } satisfies PublicBoothCardWire);
  });

  // the company's invoices and contracts, each PDF at a signed address (10 minutes); the company's module
  const PDF_KIND = { invoice: 'exhinvoice', contract: 'contract' } as const;
  app.get(
    `${RC}exhibitor/documents`,
    authed((request, reply, subject) => {
      const kind = (request.query as Record<string, unknown>)['kind'];
      if (kind !== 'invoice' && kind !== 'contract') return answer(request, reply, refused(400, '请选择单据类型', 'Choose invoices or contracts'), () => null);
      const account = exhibitor.accountOf(phoneOf(subject));
      const opened = account?.state === 'approved' && modulesFor(account.registerType).includes('company');
      const now = exhibitor.epochNow();
      const documents = opened ? exhibitor.documentsOf(account.deptId).filter((d) => d.kind === kind) : [];
      return success(
        documents.map(
          (d): ExhibitorDocumentWire => ({
            id: d.id,
            number: d.number,
            title: d.title,
            titleEn: d.titleEn,
            amount: d.amount,
            currency: d.currency,
            state: d.state,
            issueTime: d.issueTime,
            pdfUrl: d.pdf ? signedPdfUrl(ctx.origin(), PDF_KIND[kind], d.id, now) : '',
          }),
        ),
      );
    }),
  );
  for (const kind of ['invoice', 'contract'] as const) {
    registerSignedPdfRoute(app, PDF_KIND[kind], () => exhibitor.epochNow(), (id) => {
      const document = documentById(exhibitor, id);
      if (!document || document.kind !== kind || !document.pdf) return undefined;
      const company = [...exhibitor.companies].find((c) => exhibitor.documents.get(c.deptId)?.includes(document));
      return {
        filename: `${document.number}.pdf`,
        lines: [
          `${document.titleEn} ${document.number}`,
          company?.fullEnName ?? '',
          document.amount ? `Amount: ${document.currency} ${document.amount}` : `State: ${document.state}`,
          `Issued: ${document.issueTime}`,
        ],
      };
    });
  }

  // the company's exhibits (展品): the list with its maximum; adding or editing one sends it for review
  // again; one more than the maximum answers 5005 {max}; removing one frees its place; the exhibits module only
  const exhibitView = (e: ExhibitSeed, language: 'cn' | 'en'): ExhibitWire => ({
    id: e.id,
    name: e.name,
    nameEn: e.nameEn,
    category: e.category,
    description: e.description,
    state: e.state,
    rejectReason: e.state === 'rejected' ? (e.rejectReason?.[language] ?? '') : '',
  });
  const exhibitsOf = (subject: TokenSubject): ExhibitSeed[] | undefined => {
    const account = exhibitor.accountOf(phoneOf(subject));
    if (account?.state !== 'approved' || !modulesFor(account.registerType).includes('exhibits')) return undefined;
    const list = exhibitor.exhibits.get(account.deptId) ?? [];
    exhibitor.exhibits.set(account.deptId, list);
    return list;
  };

  app.get(
    `${RC}exhibit/list`,
    authed((request, reply, subject) => {
      const list = exhibitsOf(subject);
      if (!list) return refusal(request, reply, 5004, '该展商尚未开通此权限', 'The exhibitor has not opened this permission');
      return success({ max: EXHIBIT_MAX, exhibits: list.map((e) => exhibitView(e, languageOf(request))) });
    }),
  );

  app.post(
    `${RC}exhibit/save`,
    authed((request, reply, subject) => {
      const list = exhibitsOf(subject);
      if (!list) return refusal(request, reply, 5004, '该展商尚未开通此权限', 'The exhibitor has not opened this permission');
      if (closed(request, subject)) return refuseClosed(request, reply);
      const body = bodyOf(request);
      const id = text(body, 'id');
      const fields = { name: text(body, 'name'), nameEn: text(body, 'nameEn'), category: text(body, 'category'), description: text(body, 'description') };
      if (fields.name.length < 2 || fields.nameEn === '' || fields.category === '') return refusal(request, reply, 400, '请填写展品中英文名称和类别', 'Fill in the exhibit\'s names and category');
      // the category is one of the dictionary's (the list the form offers), not free text
      const category = categoryProblem(fields.category);
      if (category) return refusal(request, reply, 400, category.cn, category.en);
      if ([...fields.description].length > 500) return refusal(request, reply, 400, '展品介绍不能超过500字', 'The description is longer than 500 characters');
      const found = id === '' ? undefined : list.find((e) => e.id === id);
      if (id !== '' && !found) return refusal(request, reply, 400, '展品不存在', 'Exhibit not found');
      if (!found && list.length >= EXHIBIT_MAX) return refusal(request, reply, 5005, '展品数量已达上限', 'The number of exhibits has reached the maximum', { max: EXHIBIT_MAX });
      const saved: ExhibitSeed = { ...(found ?? { id: `exh-${Date.now().toString(36)}-${list.length + 1}` }), ...fields, state: 'pending' };
      if (found) list.splice(list.indexOf(found), 1, saved);
      else list.push(saved);
      return success(exhibitView(saved, languageOf(request)));
    }),
  );

  // removing one of the company's own exhibits frees its place under the maximum; an id that is not one
  // of the company's (another company's, or one already removed) is "not found", as for an edit. Sent
  // with an Idempotency-Key, so a double tap or a retry removes once and answers the same list.
  app.post(
    `${RC}exhibit/remove`,
    authed((request, reply, subject) => {
      const list = exhibitsOf(subject);
      if (!list) return refusal(request, reply, 5004, '该展商尚未开通此权限', 'The exhibitor has not opened this permission');
      if (closed(request, subject)) return refuseClosed(request, reply);
      const found = list.find((e) => e.id === text(bodyOf(request), 'exhibitId'));
      if (!found) return refusal(request, reply, 400, '展品不存在', 'Exhibit not found');
      list.splice(list.indexOf(found), 1);
      return success({ max: EXHIBIT_MAX, exhibits: list.map((e) => exhibitView(e, languageOf(request))) });
    }),
  );

  registerDeadlineCalendarRoutes(app, ctx, exhibitor);

  app.post('/__contract/exhibitor/review', async (request, reply) => {
    const body = request.body as { phone?: unknown; outcome?: unknown; reason?: unknown } | undefined;
    const account = typeof body?.phone === 'string' ? exhibitor.accountOf(body.phone) : undefined;
    if (!account || (body?.outcome !== 'approved' && body?.outcome !== 'rejected')) {
      return reply.code(400).send({ error: "Expected {phone: string (an exhibitor who applied), outcome: 'approved' | 'rejected', reason?: string}" });
    }
    account.state = body.outcome;
    if (body.outcome === 'rejected') {
      const reason = typeof body.reason === 'string' && body.reason.trim() !== '' ? body.reason.trim() : '资料不完整';
      account.rejectReason = { cn: reason, en: reason };
    } else delete account.rejectReason;
    return { ok: true, phone: account.phone, state: account.state };
  });

  app.post('/__contract/exhibitor/invoice/issue', async (request, reply) => {
    const body = (request.body ?? {}) as { invoiceId?: unknown; orderId?: unknown };
    const invoice = issueInvoice(exhibitor, body);
    if (!invoice) return reply.code(400).send({ error: 'Expected {invoiceId} or {orderId} of an invoice being issued' });
    return { ok: true, invoiceId: invoice.id, number: invoice.number, state: invoice.state };
  });
}
