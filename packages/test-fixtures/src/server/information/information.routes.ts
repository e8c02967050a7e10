import type { FastifyInstance, FastifyRequest } from 'fastify';
import { headerValue, optionalSubject, RC, type ServerContext } from '../context';
import { success } from '../envelope';
import { registerSignedPdfRoute } from '../kit/signed-pdf';
import { acceptBuilderFile, MAX_BUILDER_FILE_BYTES, submitEnquiry, submitFiling } from './builder';
import type { InfoPageRecord, MaterialRecord, NewsRecord } from './information-records';
import { toWireBuilderFile, toWireEntrance, toWireFiling, toWireInfoPage, toWireMaterial, toWireNewsDetail, toWireNewsItem, toWirePartner } from './information-views';
import type { InfoKind } from './information-wire.types';
import { readMultipart } from '../multipart';
import { done, notFound, refused } from '../kit/commerce-failure';
import { commerceRouteKit } from '../kit/commerce-route-kit';

const KINDS: readonly InfoKind[] = ['hotel', 'traffic', 'special'];

/**
 * The exhibition's information (docs/endpoints.md "Information"): the hotel, traffic and special pages,
 * news, partners and materials (no token; a material's PDF at a signed address on this origin), and the
 * caller's own: the special-booth enquiry, the builder's files and filing, and the entry records.
 */
export function registerInformationRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const info = ctx.state.information;
  const { answer, authed, buyerOf, query, bodyOf, exhibitionOf, pageOf } = commerceRouteKit(ctx);
  const exhibitionQuery = (request: FastifyRequest) => query(request, 'exhibitionId') || optionalSubject(ctx, request)?.exhibitionId || '';
  const newest = <T extends { publishedAt: number; id: string }>(records: readonly T[]) => [...records].sort((a, b) => b.publishedAt - a.publishedAt || a.id.localeCompare(b.id));

  app.get(`${RC}info/page`, async (request, reply) => {
    const kind = query(request, 'kind') as InfoKind;
    if (!KINDS.includes(kind)) return answer(request, reply, refused(400, 'kind 须为 hotel、traffic 或 special', 'kind must be hotel, traffic or special'), () => null);
    const page = info.pages.find((p) => p.exhibitionId === exhibitionQuery(request) && p.kind === kind);
    return answer(request, reply, page ? done(page) : notFound<InfoPageRecord>({ cn: '页面', en: 'Page' }), toWireInfoPage);
  });

  app.get(`${RC}news/list`, async (request) =>
    pageOf(
      request,
      newest(info.news.filter((n) => n.exhibitionId === exhibitionQuery(request))),
      toWireNewsItem,
    ),
  );

  app.get(`${RC}news/detail`, async (request, reply) => {
    const news = info.news.find((n) => n.id === query(request, 'id'));
    return answer(request, reply, news ? done(news) : notFound<NewsRecord>({ cn: '资讯', en: 'News item' }), toWireNewsDetail);
  });

  app.get(`${RC}partner/list`, async (request) => success(info.partners.filter((p) => p.exhibitionId === exhibitionQuery(request)).map(toWirePartner)));

  // Materials: the list and detail carry a fresh signed address each time; the file is served below.
  const materialView = (material: MaterialRecord) => toWireMaterial(material, ctx.origin(), info.now());
  app.get(`${RC}material/list`, async (request) =>
    pageOf(
      request,
      newest(info.materials.filter((m) => m.exhibitionId === exhibitionQuery(request))),
      materialView,
    ),
  );

  app.get(`${RC}material/detail`, async (request, reply) => {
    const material = info.material(query(request, 'id'));
    return answer(request, reply, material ? done(material) : notFound<MaterialRecord>({ cn: '资料', en: 'Material' }), materialView);
  });

  registerSignedPdfRoute(app, 'material', () => info.now(), (id) => {
    const material = info.material(id);
    return material ? { filename: `${material.id}.pdf`, lines: material.lines } : undefined;
  });

  // The caller's own.
  app.post(
    `${RC}special/enquiry`,
    authed((request, reply, subject) => answer(request, reply, submitEnquiry(info, buyerOf(subject, exhibitionOf(request.body, subject)).userId, bodyOf(request)), (r) => r)),
  );

  app.get(
    `${RC}builder/filing`,
    authed((request, _reply, subject) => {
      const exhibitionId = exhibitionOf(request.query, subject);
      const filing = info.filingOf(buyerOf(subject, exhibitionId).userId, exhibitionId);
      return success(filing ? toWireFiling(info, filing) : null);
    }),
  );

  // A file over 10 MB must reach the handler to be refused with 4521 {reason: 'size'}, not the server's 413.
  app.post(
    `${RC}builder/upload`,
    { bodyLimit: MAX_BUILDER_FILE_BYTES + 2 * 1024 * 1024 },
    authed(async (request, reply, subject) => {
      const form = await readMultipart(headerValue(request, 'content-type') ?? '', request.body);
      const file = form?.get('file');
      if (!form || !file || typeof file === 'string') return answer(request, reply, refused(400, '请选择要上传的文件', 'Choose a file to upload'), () => null);
      const exhibitionId = String(form.get('exhibitionId') ?? '') || subject.exhibitionId;
      const accepted = acceptBuilderFile(info, buyerOf(subject, exhibitionId).userId, file.name, Buffer.from(await file.arrayBuffer()));
      return answer(request, reply, accepted, toWireBuilderFile);
    }),
  );

  app.post(
    `${RC}builder/filing`,
    authed((request, reply, subject) => {
      const exhibitionId = exhibitionOf(request.body, subject);
      return answer(request, reply, submitFiling(info, buyerOf(subject, exhibitionId).userId, exhibitionId, bodyOf(request)), (filing) => toWireFiling(info, filing));
    }),
  );

  app.get(
    `${RC}entrance/list`,
    authed((request, _reply, subject) => {
      const { userId } = buyerOf(subject, exhibitionOf(request.query, subject));
      const entries = info.entrances.filter((e) => e.userId === userId).sort((a, b) => b.at - a.at || a.id.localeCompare(b.id));
      return pageOf(request, entries, toWireEntrance);
    }),
  );
}
