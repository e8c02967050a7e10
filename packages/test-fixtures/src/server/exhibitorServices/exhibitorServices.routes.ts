// Booth services, adverts and interpreters in the contract server (issue 30, design exhibitor.md §2.3).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { headerValue, languageOf, RC, type ServerContext } from '../context';
import { success } from '../envelope';
import { modulesFor } from '../exhibitor/exhibitor-rules';
import { exhibitionOfWrite, submissionClosed, SUBMISSION_CLOSED } from '../exhibitor/submission-closed';
import { sniffType } from '../information/builder';
import { commerceRouteKit, type Body } from '../kit/commerce-route-kit';
import { beijingTime } from '../kit/beijing-time';
import { CURRENCY, yuan } from '../kit/money';
import { readMultipart } from '../multipart';
import type { TokenSubject } from '../tokens';
import { toWireOrder } from '../ticketing/orders';
import type { PricedLine } from '../ticketing/pricing';
import type { ArtworkWire, ServiceCatalogueWire, ServiceItemWire, ServiceKindWire, ServiceOrderWire } from './exhibitor-services-wire.types';
import type { ExhibitorServicesState, ServiceItemRecord } from './exhibitor-services-state';
import { freeItemsFor, INTERPRETER_MAX_COUNT, lastMomentFor, maxQuantityFor, NOTES_MAX, withNotice } from './exhibitor-services-rules';

interface Failure {
  code: 400 | 4521 | 5003 | 5004 | 5009 | 5010;
  cn: string;
  en: string;
  data?: Record<string, unknown>;
}

const KINDS: readonly ServiceKindWire[] = ['service', 'ads', 'translation'];
const MODULE_OF: Readonly<Record<ServiceKindWire, string>> = { service: 'services', ads: 'ads', translation: 'translation' };
const ARTWORK_TYPES: Readonly<Record<string, string | undefined>> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', ai: 'application/pdf' };
const ARTWORK_MAX_BYTES = 10 * 1024 * 1024;

const text = (body: Body, key: string): string => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');

/**
 * `GET RC service/catalogue {kind}`, `POST RC service/reserve` (idempotent) → an order of the ticketing
 * store (`kind` service, ads or translation; `order/pay` and `order/payStatus` as for any order),
 * `GET RC service/orders`, `POST RC service/artwork/upload` (multipart: pdf, ai, jpg, png ≤ 10 MB).
 * Failures: 5004 a login whose company has not opened the module, 5003 REGISTRATION.SUBMISSION_CLOSED on
 * an exhibition whose exhibitor information the organiser has closed (`exh-closed-demo`: every exhibitor
 * write, design exhibitor.md seeds; the catalogue says `submissionClosed`), 5009 SERVICE.SOLD_OUT `{item}`,
 * 5010 SERVICE.BOOKING_CLOSED `{deadline}` for one item past its own deadline or an interpreter day under
 * 3 days' notice, 4521 a refused file, 400 `{field}`. The hook
 * `POST /__contract/service/sellOut {itemId, slotId?}` sells an item or a slot out (another company was faster).
 */
export function registerExhibitorServicesRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const services = (): ExhibitorServicesState => ctx.state.slice<ExhibitorServicesState>('exhibitorServices');
  const { authed, bodyOf, query, buyerOf, exhibitionOf } = commerceRouteKit(ctx);
  const phoneOf = (subject: TokenSubject): string => ctx.state.userById(subject.userId)?.phone ?? '';

  const fail = (request: FastifyRequest, reply: FastifyReply, failure: Failure): FastifyReply =>
    reply.code(400).send({ code: failure.code, success: false, data: failure.data ?? null, msg: languageOf(request) === 'en' ? failure.en : failure.cn });

  /** The caller's company when its login opened the kind's module, or the refusal sent. */
  const companyOr = (request: FastifyRequest, reply: FastifyReply, subject: TokenSubject, kind: ServiceKindWire): string | undefined => {
    const account = services().exhibitor().accountOf(phoneOf(subject));
    const company = account ? services().exhibitor().companyOf(account.deptId) : undefined;
    if (!account || account.state !== 'approved' || !company || !modulesFor(account.registerType).includes(MODULE_OF[kind])) {
      fail(request, reply, { code: 5004, cn: '该展商尚未开通此权限', en: 'The exhibitor has not opened this permission' });
      return undefined;
    }
    return company.deptId;
  };

  const kindOf = (value: string): ServiceKindWire | undefined => KINDS.find((k) => k === value);
  // the exhibition whose exhibitor information the organiser closed: every booking is refused with 5003
  const closedShow = (exhibitionId: string) => submissionClosed(ctx, exhibitionId);
  const advance = (): boolean => beijingTime(services().now()) <= services().advanceUntil;
  const unitFen = (item: ServiceItemRecord): number => (advance() ? item.advanceFen : item.onsiteFen);

  const itemView = (item: ServiceItemRecord): ServiceItemWire => {
    const remaining = services().remaining(item);
    return {
      id: item.id,
      group: item.group,
      name: item.name,
      nameEn: item.nameEn,
      unit: item.unit,
      unitEn: item.unitEn,
      price: yuan(unitFen(item)),
      advancePrice: yuan(item.advanceFen),
      onsitePrice: yuan(item.onsiteFen),
      ...(remaining === undefined ? {} : { remaining }),
      soldOut: remaining === 0,
      countsAsFree: item.countsAsFree === true,
      deadline: item.deadline,
      slots: item.slots.map((slot) => ({ id: slot.id, label: slot.label, labelEn: slot.labelEn, state: services().slotTaken(item.id, slot.id) ? 'taken' : 'open' })),
    };
  };

  const orderView = (orderId: string): ServiceOrderWire | undefined => {
    const order = services().ticketing().orders.find(orderId);
    const link = services().links.find((l) => l.orderId === orderId);
    if (!order || !link) return undefined;
    return { ...toWireOrder(order, services().now()), ...(link.boothNo ? { boothNo: link.boothNo } : {}) };
  };

  app.get(
    `${RC}service/catalogue`,
    authed((request, reply, subject) => {
      const kind = kindOf(query(request, 'kind') || 'service');
      if (!kind) return fail(request, reply, { code: 400, cn: 'kind 须为 service、ads 或 translation', en: 'kind must be service, ads or translation', data: { field: 'kind' } });
      const deptId = companyOr(request, reply, subject, kind);
      if (deptId === undefined) return reply;
      const state = services();
      const exhibitionId = exhibitionOf(request.query, subject);
      const company = state.exhibitor().companyOf(deptId);
      const view: ServiceCatalogueWire = {
        kind,
        serverTime: beijingTime(state.now()),
        advanceUntil: state.advanceUntil,
        priceStage: advance() ? 'advance' : 'onsite',
        currency: CURRENCY,
        submissionClosed: closedShow(exhibitionId),
        items: state.items.filter((item) => item.kind === kind).map(itemView),
        booths:
          kind === 'service'
            ? (company?.booths ?? []).map((b) => ({ boothNo: b.boothNo, hallNo: b.hallNo, areaM2: b.areaM2, type: b.type, freeItems: freeItemsFor(b.areaM2), freeUsed: state.freeUsed(deptId, b.boothNo) }))
            : [],
        languagePairs: kind === 'translation' ? state.languagePairs() : [],
        showDays: kind === 'translation' ? [...state.showDays] : [],
      };
      return success(view);
    }),
  );

  app.get(
    `${RC}service/orders`,
    authed((request, reply, subject) => {
      const deptId = companyOr(request, reply, subject, 'service');
      if (deptId === undefined) return reply;
      const views = services()
        .links.filter((l) => l.deptId === deptId)
        .map((l) => orderView(l.orderId))
        .filter((o): o is ServiceOrderWire => o !== undefined)
        .reverse();
      return success(views);
    }),
  );

  app.post(
    `${RC}service/artwork/upload`,
    { bodyLimit: 12 * 1024 * 1024 },
    authed(async (request, reply, subject) => {
      if (companyOr(request, reply, subject, 'ads') === undefined) return reply;
      if (closedShow(exhibitionOfWrite({}, subject))) return fail(request, reply, SUBMISSION_CLOSED);
      const form = await readMultipart(headerValue(request, 'content-type') ?? '', request.body);
      const file = form?.get('file');
      if (!form || !file || typeof file === 'string') return fail(request, reply, { code: 400, cn: '请选择要上传的文件', en: 'Choose a file to upload', data: { field: 'file' } });
      const bytes = Buffer.from(await file.arrayBuffer());
      if (bytes.length > ARTWORK_MAX_BYTES) return fail(request, reply, { code: 4521, cn: '文件不能超过 10 MB', en: 'The file must be 10 MB or smaller', data: { reason: 'size' } });
      const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
      const expected = ARTWORK_TYPES[extension];
      // An .ai file is a PDF inside (Illustrator's PDF-compatible format).
      if (!expected || sniffType(bytes) !== expected) {
        return fail(request, reply, { code: 4521, cn: '仅支持 PDF、AI、JPG、PNG 文件', en: 'Only PDF, AI, JPG and PNG files are accepted', data: { reason: 'type' } });
      }
      const state = services();
      const record = { fileId: state.nextId('artwork'), userId: subject.userId, name: file.name, size: bytes.length };
      state.artworks.push(record);
      const view: ArtworkWire = { fileId: record.fileId, name: record.name, size: record.size };
      return success(view);
    }),
  );

  app.post(
    `${RC}service/reserve`,
    authed((request, reply, subject) => {
      const body = bodyOf(request);
      const kind = kindOf(text(body, 'kind'));
      if (!kind) return fail(request, reply, { code: 400, cn: 'kind 须为 service、ads 或 translation', en: 'kind must be service, ads or translation', data: { field: 'kind' } });
      const deptId = companyOr(request, reply, subject, kind);
      if (deptId === undefined) return reply;
      const state = services();
      const en = languageOf(request) === 'en';
      const exhibitionId = exhibitionOf(body, subject);
      if (closedShow(exhibitionId)) return fail(request, reply, SUBMISSION_CLOSED);
      const rawLines = Array.isArray(body.lines) ? (body.lines as unknown[]) : [];
      if (rawLines.length === 0) return fail(request, reply, { code: 400, cn: '请选择服务项目', en: 'Choose what to book', data: { field: 'lines' } });
      const company = state.exhibitor().companyOf(deptId);
      const boothNo = text(body, 'boothNo');
      const booth = company?.booths.find((b) => b.boothNo === boothNo);
      if (kind === 'service' && !booth) return fail(request, reply, { code: 400, cn: '请选择展位', en: 'Choose a booth', data: { field: 'boothNo' } });

      // Interpreters: the days, their notice, the count; the line's quantity is person-days.
      let interpreterUnits = 0;
      if (kind === 'translation') {
        const booking = (typeof body.interpreter === 'object' && body.interpreter !== null ? body.interpreter : {}) as Body;
        const days = Array.isArray(booking.days) ? booking.days.filter((d): d is string => typeof d === 'string') : [];
        const count = Number(booking.count);
        if (!state.languagePairs().some((p) => p.value === text(booking, 'languagePair'))) return fail(request, reply, { code: 400, cn: '请选择语种', en: 'Choose the languages', data: { field: 'languagePair' } });
        if (days.length === 0 || days.some((d) => !state.showDays.includes(d))) return fail(request, reply, { code: 400, cn: '请选择展期内的日期', en: 'Choose days of the show', data: { field: 'days' } });
        const early = [...days].sort().find((d) => !withNotice(d, state.now()));
        if (early !== undefined) {
          const deadline = lastMomentFor(early);
          return fail(request, reply, { code: 5010, cn: `预订已截止（截止时间 ${deadline}）`, en: `Booking has closed (deadline ${deadline})`, data: { deadline } });
        }
        if (!Number.isInteger(count) || count < 1 || count > INTERPRETER_MAX_COUNT) return fail(request, reply, { code: 400, cn: '翻译人数须为 1–5', en: 'From 1 to 5 interpreters', data: { field: 'count' } });
        if (text(booking, 'notes').length > NOTES_MAX) return fail(request, reply, { code: 400, cn: '备注过长', en: 'The notes are too long', data: { field: 'notes' } });
        interpreterUnits = days.length * count;
      }

      const priced: PricedLine[] = [];
      const heldSlots: { itemId: string; slotId: string }[] = [];
      let freeLeft = booth ? Math.max(0, freeItemsFor(booth.areaM2) - state.freeUsed(deptId, booth.boothNo)) : 0;
      let freeUnits = 0;
      for (const raw of rawLines) {
        const line = (typeof raw === 'object' && raw !== null ? raw : {}) as Body;
        const item = state.items.find((i) => i.id === text(line, 'itemId') && i.kind === kind);
        if (!item) return fail(request, reply, { code: 400, cn: '服务项目不存在', en: 'Unknown item', data: { field: 'lines' } });
        const quantity = kind === 'translation' ? interpreterUnits : kind === 'ads' ? 1 : Number(line.quantity);
        if (kind === 'service' && (!Number.isInteger(quantity) || quantity < 1 || quantity > maxQuantityFor(item.id))) {
          return fail(request, reply, { code: 400, cn: `数量须为 1–${maxQuantityFor(item.id)}`, en: `The quantity must be 1–${maxQuantityFor(item.id)}`, data: { field: 'quantity', itemId: item.id } });
        }
        const name = en ? item.nameEn : item.name;
        const deadline = item.deadline;
        if (beijingTime(state.now()) > deadline) return fail(request, reply, { code: 5010, cn: `「${name}」预订已截止`, en: `Booking for ${name} has closed`, data: { deadline } });
        if (kind === 'ads') {
          const slot = item.slots.find((s) => s.id === text(line, 'slotId'));
          if (!slot) return fail(request, reply, { code: 400, cn: '请选择广告位', en: 'Choose a slot', data: { field: 'slotId', itemId: item.id } });
          const label = `${name} ${en ? slot.labelEn : slot.label}`;
          if (state.slotTaken(item.id, slot.id) || heldSlots.some((s) => s.itemId === item.id && s.slotId === slot.id)) {
            return fail(request, reply, { code: 5009, cn: `「${label}」已售出`, en: `${label} is sold out`, data: { item: label } });
          }
          heldSlots.push({ itemId: item.id, slotId: slot.id });
          priced.push({ ticketTypeId: item.id, name: `${item.name} ${slot.label}`, nameEn: `${item.nameEn} ${slot.labelEn}`, quantity: 1, unitFen: unitFen(item), discountFen: 0, amountFen: unitFen(item) });
          continue;
        }
        const remaining = state.remaining(item);
        if (remaining !== undefined && quantity > remaining) return fail(request, reply, { code: 5009, cn: `「${name}」已售罄`, en: `${name} is sold out`, data: { item: name, remaining } });
        const free = item.countsAsFree ? Math.min(quantity, freeLeft) : 0;
        freeLeft -= free;
        freeUnits += free;
        if (free > 0) priced.push({ ticketTypeId: item.id, name: `${item.name}（免费额度）`, nameEn: `${item.nameEn} (free allowance)`, quantity: free, unitFen: 0, discountFen: 0, amountFen: 0 });
        if (quantity > free) priced.push({ ticketTypeId: item.id, name: item.name, nameEn: item.nameEn, quantity: quantity - free, unitFen: unitFen(item), discountFen: 0, amountFen: unitFen(item) * (quantity - free) });
      }
      if (kind === 'ads' && !state.artworks.some((a) => a.fileId === text(body, 'artworkFileId') && a.userId === subject.userId)) {
        return fail(request, reply, { code: 400, cn: '请上传广告稿件', en: 'Upload the artwork', data: { field: 'artworkFileId' } });
      }
      const totalFen = priced.reduce((sum, line) => sum + line.amountFen, 0);
      const buyer = buyerOf(subject, exhibitionId);
      const free = totalFen === 0;
      const order = state.ticketing().newOrder(
        {
          exhibitionId: buyer.exhibitionId,
          userId: buyer.userId,
          personId: buyer.personId,
          kind,
          orderStatus: free ? 'completed' : 'reserved',
          paymentStatus: free ? 'not_required' : 'awaiting',
          lines: priced,
          totalFen,
          attendees: [],
          buyer: buyer.details,
        },
        state.now(),
      );
      state.links.push({ orderId: order.orderId, deptId, boothNo: booth?.boothNo ?? '', freeUnits, slots: heldSlots });
      return success(orderView(order.orderId));
    }),
  );

  app.post('/__contract/service/sellOut', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const item = services().items.find((i) => i.id === body.itemId);
    const slot = item?.slots.find((s) => s.id === body.slotId);
    if (!item || (body.slotId !== undefined && !slot)) return reply.code(400).send({ error: 'Expected {itemId, slotId?} of a seeded item' });
    if (slot) slot.taken = true;
    else item.stock = services().heldUnits(item.id);
    return { ok: true, itemId: item.id, ...(slot ? { slotId: slot.id } : {}) };
  });
}
