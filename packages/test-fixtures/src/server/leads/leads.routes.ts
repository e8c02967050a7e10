import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SEED } from '../../data/seed.constants';
import { headerValue, languageOf, RC, registrationFor, type ServerContext } from '../context';
import { success } from '../envelope';
import { readMultipart } from '../multipart';
import { commerceRouteKit } from '../kit/commerce-route-kit';
import { toWireOrder } from '../ticketing/orders';
import { beijingTime } from '../kit/beijing-time';
import type { TokenSubject } from '../tokens';
import type { UserRecord } from '../user-record';
import { exportSignatureHolds, exportWorkbook, prepareExport, signedExportUrl, XLSX_TYPE } from './lead-export';
import { acceptReceipt, offersOf, orderPackage, reviewTransfer, submitTransfer } from './lead-packages';
import { addStaff, removeStaff } from './lead-staff';
import { isLeadRating, isSingleLogin } from './lead-rules';
import { saveLead, updateLead } from './lead-writes';
import { customerNotFound, done, noPackage, notAdmin, notFound, refused, type LeadsOutcome } from './leads-failure';
import type { LeadAccountRecord, LeadRecord } from './leads-records';
import { toWireAccount, toWireLead, toWireStaff, toWireTransfer, toWireVisitor } from './leads-views';
import type { LeadScope } from './leads-wire.types';

type AccountHandler = (request: FastifyRequest, reply: FastifyReply, account: LeadAccountRecord, user: UserRecord, subject: TokenSubject) => unknown;

/**
 * The trade-fair lead tool (docs/endpoints.md "Trade-fair lead tool (issue 17)"): every route is the
 * caller's (bearer) and works on the lead account of the caller's company; a caller who is not a
 * trade-fair exhibitor gets the plain 400. Logging in to a single-person package ends the account's
 * other sessions (they answer 4901 from then on). The fault switches apply as to every API route.
 */
export function registerLeadsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const leads = ctx.state.leads;
  const { authed, buyerOf, query, field, bodyOf, exhibitionOf, pageOf } = commerceRouteKit(ctx);

  // The single login: a login to a single-person account ends the account's other sessions.
  ctx.tokens.onIssue((subject, accessToken) => {
    const account = leads.accountOfUser(subject.userId);
    if (account && isSingleLogin({ package: leads.packageOf(account) })) ctx.tokens.displaceOthers(new Set(leads.memberIds(account)), accessToken);
  });

  const send = <T>(request: FastifyRequest, reply: FastifyReply, outcome: LeadsOutcome<T>, view: (value: T) => unknown) =>
    outcome.ok
      ? success(view(outcome.value))
      : reply.code(400).send({ code: outcome.failure.code, success: false, data: outcome.failure.data ?? null, msg: outcome.failure.msg[languageOf(request)] });

  /** The caller's lead account on the exhibition the request names. */
  const onAccount = (handle: AccountHandler) =>
    authed((request, reply, subject) => {
      const user = registrationFor(ctx, subject, exhibitionOf(request.method === 'GET' ? request.query : request.body, subject));
      const account = user ? leads.accountFor(user) : undefined;
      if (!user || !account) return send(request, reply, refused(400, '仅贸易展商可使用线索工具', 'The lead tool is for trade-fair exhibitors'), () => null);
      return handle(request, reply, account, user, subject);
    });

  const needPackage = (account: LeadAccountRecord): LeadsOutcome<true> => (leads.packageOf(account) ? done(true) : noPackage());

  /** The leads the caller may see in a scope: their own, or (the admin) everyone's. */
  const scoped = (account: LeadAccountRecord, user: UserRecord, scope: string): LeadsOutcome<LeadRecord[]> => {
    const wanted: LeadScope = scope === 'all' ? 'all' : 'mine';
    if (wanted === 'all' && account.adminUserId !== user.userId) return notAdmin();
    const all = leads.leadsOf(account);
    return done(wanted === 'all' ? all : all.filter((l) => l.capturedByUserId === user.userId));
  };

  const filtered = (request: FastifyRequest, records: LeadRecord[]): LeadRecord[] => {
    const keyword = query(request, 'keyword').trim().toLowerCase();
    const rating = query(request, 'rating');
    return records
      .filter((l) => !isLeadRating(rating) || l.rating === rating)
      .filter((l) => keyword === '' || [l.name, l.mobile, l.company ?? '', l.notes, ...l.tags].some((t) => t.toLowerCase().includes(keyword)))
      .sort((a, b) => b.createdAt - a.createdAt || b.leadId.localeCompare(a.leadId));
  };

  const lookup = (request: FastifyRequest, reply: FastifyReply, account: LeadAccountRecord, visitorId: string | undefined) => {
    const visitor = leads.visitors.find((v) => v.visitorId === visitorId);
    if (!visitor) return send(request, reply, customerNotFound(), () => null);
    const lead = leads.leadsOf(account).find((l) => l.visitorId === visitor.visitorId);
    return success({ visitor: toWireVisitor(visitor), ...(lead ? { lead: toWireLead(lead) } : {}) });
  };

  app.get(
    `${RC}lead/byQr`,
    onAccount((request, reply, account) => {
      const ready = needPackage(account);
      if (!ready.ok) return send(request, reply, ready, () => null);
      return lookup(request, reply, account, leads.visitorByBadge(account.exhibitionId, query(request, 'code'))?.visitorId);
    }),
  );

  app.get(
    `${RC}lead/byMobile`,
    onAccount((request, reply, account) => {
      const ready = needPackage(account);
      if (!ready.ok) return send(request, reply, ready, () => null);
      return lookup(request, reply, account, leads.visitorByMobile(account.exhibitionId, query(request, 'mobile'))?.visitorId);
    }),
  );

  app.get(
    `${RC}lead/list`,
    onAccount((request, reply, account, user) => {
      const visible = scoped(account, user, query(request, 'scope'));
      if (!visible.ok) return send(request, reply, visible, () => null);
      return pageOf(request, filtered(request, visible.value), toWireLead);
    }),
  );

  app.get(
    `${RC}lead/detail`,
    onAccount((request, reply, account) => {
      const lead = leads.lead(account, query(request, 'leadId'));
      return send(request, reply, lead ? done(lead) : notFound({ cn: '线索', en: 'Lead' }), toWireLead);
    }),
  );

  app.post(
    `${RC}lead/save`,
    onAccount((request, reply, account, user) =>
      send(request, reply, saveLead(leads, account, { userId: user.userId, name: user.name || user.phone }, bodyOf(request)), ({ lead, created }) => ({ lead: toWireLead(lead), created })),
    ),
  );

  app.post(
    `${RC}lead/update`,
    onAccount((request, reply, account) => send(request, reply, updateLead(leads, account, bodyOf(request)), ({ lead, merged }) => ({ lead: toWireLead(lead), merged }))),
  );

  app.get(
    `${RC}lead/count`,
    onAccount((request, reply, account, user) => {
      const visible = scoped(account, user, query(request, 'scope'));
      if (!visible.ok) return send(request, reply, visible, () => null);
      const of = (rating: string) => visible.value.filter((l) => l.rating === rating).length;
      return success({ total: visible.value.length, hot: of('hot'), warm: of('warm'), cold: of('cold'), unrated: of('unrated') });
    }),
  );

  app.get(
    `${RC}lead/survey`,
    onAccount((_request, _reply, account) => success(account.survey)),
  );

  app.get(
    `${RC}lead/export`,
    onAccount((request, reply, account, user) => {
      const ready = needPackage(account);
      if (!ready.ok) return send(request, reply, ready, () => null);
      const visible = scoped(account, user, query(request, 'scope'));
      if (!visible.ok) return send(request, reply, visible, () => null);
      const rows = filtered(request, visible.value);
      const record = prepareExport(leads, account, rows, languageOf(request));
      const { url, expiresAt } = signedExportUrl(ctx.origin(), record.exportId, leads.now());
      const day = beijingTime(leads.now()).slice(0, 10);
      return success({ exportId: record.exportId, fileName: `leads-${day}.xlsx`, format: 'xlsx', count: rows.length, url, expireTime: beijingTime(expiresAt) });
    }),
  );

  // The account, its package and its staff.
  app.get(
    `${RC}lead/account`,
    onAccount((_request, _reply, account, user) => success(toWireAccount(leads, account, user.userId))),
  );

  app.get(`${RC}leadPackage/catalogue`, authed(() => success(offersOf(leads))));

  app.post(
    `${RC}leadPackage/order`,
    onAccount((request, reply, account, user, subject) =>
      send(request, reply, orderPackage(leads, account, buyerOf(subject, user.exhibitionId), bodyOf(request)), (order) => toWireOrder(order, leads.now())),
    ),
  );

  app.get(
    `${RC}leadPackage/bankInfo`,
    onAccount((_request, _reply, account) =>
      success({ ...SEED.leads.bank, reference: `FPL-${account.accountId.toUpperCase()}`, offers: offersOf(leads) }),
    ),
  );

  app.post(
    `${RC}leadPackage/receipt/upload`,
    { bodyLimit: 12 * 1024 * 1024 },
    authed(async (request, reply, subject) => {
      const form = await readMultipart(headerValue(request, 'content-type') ?? '', request.body);
      const file = form?.get('file');
      if (!form || !file || typeof file === 'string') return send(request, reply, refused(400, '请选择要上传的文件', 'Choose a file to upload'), () => null);
      const accepted = acceptReceipt(leads, subject.userId, file.name, Buffer.from(await file.arrayBuffer()));
      return send(request, reply, accepted, (r) => ({ fileId: r.fileId, name: r.name, size: r.size, contentType: r.contentType }));
    }),
  );

  app.post(
    `${RC}leadPackage/transfer`,
    onAccount((request, reply, account, user, subject) => send(request, reply, submitTransfer(leads, account, buyerOf(subject, user.exhibitionId), bodyOf(request)), toWireTransfer)),
  );

  // Every member of the account reads who is in it (staff read-only); only the admin adds and removes.
  app.get(
    `${RC}lead/staff/list`,
    onAccount((_request, _reply, account) => success(leads.memberIds(account).map((id) => toWireStaff(leads, account, id)))),
  );

  app.post(
    `${RC}lead/staff/add`,
    onAccount((request, reply, account, user) => send(request, reply, addStaff(leads, account, user.userId, bodyOf(request)), (id) => toWireStaff(leads, account, id))),
  );

  app.post(
    `${RC}lead/staff/remove`,
    onAccount((request, reply, account, user) => send(request, reply, removeStaff(leads, account, user.userId, field(request, 'userId')), () => true)),
  );

  // The spreadsheet at its signed address (no token: the address is the permission).
  app.get('/files/leads/:file', async (request, reply) => {
    const exportId = decodeURIComponent(((request.params as { file?: string }).file ?? '').replace(/\.xlsx$/, ''));
    const record = leads.exports.find((e) => e.exportId === exportId);
    if (!exportSignatureHolds(exportId, query(request, 'expires'), query(request, 'sig'), leads.now())) return reply.code(403).send('Forbidden');
    if (!record) return reply.code(404).send('Not found');
    const bytes = await exportWorkbook(leads, record);
    return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="leads.xlsx"`).send(bytes);
  });

  // The organiser's review of a bank transfer (a test hook, not the backend's).
  app.post('/__contract/leads/transfer/review', async (request, reply) => {
    const body = bodyOf(request);
    const outcome = reviewTransfer(leads, String(body.transferId ?? ''), body.outcome, body.reason);
    if (!outcome.ok) return reply.code(400).send({ ok: false, code: outcome.failure.code, msg: outcome.failure.msg.en });
    return { ok: true, transfer: toWireTransfer(outcome.value) };
  });
}
