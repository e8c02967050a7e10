// The exhibitor's catalogue in the contract server (issue 30, design exhibitor.md §2.2 and §5.1).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { headerValue, languageOf, RC, type ServerContext } from '../context';
import { success } from '../envelope';
import { commerceRouteKit, type Body } from '../kit/commerce-route-kit';
import { readMultipart } from '../multipart';
import type { TokenSubject } from '../tokens';
import { PRODUCT_MAX } from '../../data/exhibitor-catalogue.data';
import type { CatalogueEntryWire, EntryVersionWire, JournalFieldsWire, ProductListWire, ProductWire, StoredUploadWire } from './exhibitor-catalogue-wire.types';
import { FILES_PATH, type EntryRecord, type ExhibitorCatalogueState, type ProductRecord } from './exhibitor-catalogue-state';
import { ENTRY_FIELDS, entryProblem, productProblem, uploadRefusal, UPLOAD_RULES, type UploadPurpose } from './exhibitor-catalogue-rules';
import { pictureSides } from './picture-bytes';
import { exhibitionOfWrite, submissionClosed, SUBMISSION_CLOSED } from '../exhibitor/submission-closed';

interface CatalogueFailure {
  code: 400 | 4521 | 5003 | 5004 | 5006;
  cn: string;
  en: string;
  data?: Record<string, unknown>;
}

const NOT_OPENED: CatalogueFailure = { code: 5004, cn: '该展商尚未开通此权限', en: 'The exhibitor has not opened this permission' };
const CLOSED: CatalogueFailure = SUBMISSION_CLOSED;
const FIELD_LABELS: Record<string, [string, string]> = {
  exhibitorJournalName: ['会刊名称', 'Catalogue name'],
  exhibitorJournalEnName: ['会刊英文名称', 'Catalogue name (English)'],
  journalContacts: ['联系人', 'Contact'],
  journalContactInformation: ['联系电话', 'Contact phone'],
  journalIntroduction: ['公司简介', 'Introduction'],
  journalEnIntroduction: ['英文简介', 'Introduction (English)'],
};


const text = (body: Body, key: string): string => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');

const fieldsOf = (body: Body): JournalFieldsWire => {
  const raw = typeof body['fields'] === 'object' && body['fields'] !== null ? (body['fields'] as Body) : {};
  return Object.fromEntries(ENTRY_FIELDS.map((f) => [f, text(raw, f)])) as unknown as JournalFieldsWire;
};

/**
 * The company's catalogue content (design exhibitor.md §2.2, §5.1, "ours"), all the caller's (bearer) and
 * by module (spec §6: 5004 without it): the catalogue entry (`journal` module: detail, draft, save —
 * 5003 after the journal material's deadline or on `exh-closed-demo`, 400 naming the field, refused while under review — and
 * history), the upload (multipart, purpose logo or product: 4521 `{reason}`) and the logo (`logo`
 * module), the products (`products` module: 5006 `{max}` past the maximum). Uploaded files are served at
 * `/files/exhcatalogue/<fileId>.<ext>`. Plus the organiser's review hook
 * `POST /__contract/catalogue/review {deptId, target: 'journal' | <productId>, outcome: 'approved'|'rejected', reason?}`.
 */
export function registerExhibitorCatalogueRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const catalogue = (): ExhibitorCatalogueState => ctx.state.slice<ExhibitorCatalogueState>('exhibitorCatalogue');
  const { authed, bodyOf } = commerceRouteKit(ctx);
  const phoneOf = (subject: TokenSubject): string => ctx.state.userById(subject.userId)?.phone ?? '';
  // a write on the exhibition whose company information is closed (the exhibitor areas' one rule)
  const closedShow = (body: Body, subject: TokenSubject): boolean => submissionClosed(ctx, exhibitionOfWrite(body, subject));

  const fail = (request: FastifyRequest, reply: FastifyReply, failure: CatalogueFailure): FastifyReply =>
    reply.code(400).send({ code: failure.code, success: false, data: failure.data ?? null, msg: languageOf(request) === 'en' ? failure.en : failure.cn });

  /** The caller's company when the login has `module`, else the refusal sent. */
  const deptOr = (request: FastifyRequest, reply: FastifyReply, subject: TokenSubject, module: string): string | undefined => {
    const account = catalogue().accountWith(phoneOf(subject), module);
    if (!account) fail(request, reply, NOT_OPENED);
    return account?.deptId;
  };

  const entryView = (request: FastifyRequest, deptId: string, entry: EntryRecord): CatalogueEntryWire => {
    const last = entry.history[0];
    const reason = entry.state === 'rejected' ? last?.rejectReason?.[languageOf(request)] : undefined;
    return {
      state: entry.state,
      entry: last ? { ...last.fields } : null,
      draft: entry.draft ? { ...entry.draft } : null,
      journalLogo: catalogue().logoUrl(deptId),
      rejectReason: reason ?? null,
      deadline: catalogue().deadlineOf(deptId, 'journal'),
      serverTime: catalogue().epochNow(),
    };
  };

  const setMaterialState = (deptId: string, module: string, state: 'draft' | 'submitted' | 'approved' | 'rejected', reason?: string) => {
    const material = catalogue().exhibitor().materials.get(deptId)?.find((m) => m.module === module);
    if (!material) return;
    material.state = state;
    if (reason) material.rejectReason = reason;
    else delete material.rejectReason;
  };

  app.get(
    `${RC}journal/v2/detail`,
    authed((request, reply, subject) => {
      const deptId = deptOr(request, reply, subject, 'journal');
      return deptId === undefined ? reply : success(entryView(request, deptId, catalogue().entryOf(deptId)));
    }),
  );

  const writeEntry = (draft: boolean) =>
    authed((request, reply, subject) => {
      const deptId = deptOr(request, reply, subject, 'journal');
      if (deptId === undefined) return reply;
      const entry = catalogue().entryOf(deptId);
      if (catalogue().closed(deptId, 'journal') || closedShow(bodyOf(request), subject)) return fail(request, reply, CLOSED);
      if (entry.state === 'submitted') return fail(request, reply, { code: 400, cn: '会刊信息审核中，暂不能修改', en: 'The catalogue entry is under review and cannot be changed now' });
      const fields = fieldsOf(bodyOf(request));
      const problem = entryProblem(fields, draft);
      if (problem) {
        const [cn, en] = FIELD_LABELS[problem.field] ?? [problem.field, problem.field];
        const why = { required: ['请填写', 'Please fill in'], tooLong: ['内容过长：', 'Too long: '], phone: ['格式不正确：', 'Not a valid phone: '] }[problem.reason];
        return fail(request, reply, { code: 400, cn: `${why[0]}${cn}`, en: `${why[1]}${en}`, data: { field: problem.field } });
      }
      if (draft) {
        entry.draft = fields;
        if (entry.state === 'none') entry.state = 'draft';
        setMaterialState(deptId, 'journal', 'draft');
      } else {
        entry.history.unshift({ version: (entry.history[0]?.version ?? 0) + 1, submittedAt: catalogue().now(), state: 'submitted', fields });
        delete entry.draft;
        entry.state = 'submitted';
        setMaterialState(deptId, 'journal', 'submitted');
      }
      return success(entryView(request, deptId, entry));
    });

  app.post(`${RC}journal/v2/draft`, writeEntry(true));
  app.post(`${RC}journal/v2/save`, writeEntry(false));

  app.get(
    `${RC}journal/v2/history`,
    authed((request, reply, subject) => {
      const deptId = deptOr(request, reply, subject, 'journal');
      if (deptId === undefined) return reply;
      const language = languageOf(request);
      return success(
        catalogue()
          .entryOf(deptId)
          .history.map((v): EntryVersionWire => ({ version: v.version, submittedAt: v.submittedAt, state: v.state, rejectReason: v.rejectReason?.[language] ?? null, fields: { ...v.fields } })),
      );
    }),
  );

  // A file over the limit must reach the handler to be refused with 4521 {reason: 'size'}, not the server's 413.
  app.post(
    `${RC}exhibitor/upload`,
    { bodyLimit: UPLOAD_RULES.product.maxBytes + 2 * 1024 * 1024 },
    authed(async (request, reply, subject) => {
      const form = await readMultipart(headerValue(request, 'content-type') ?? '', request.body);
      const file = form?.get('file');
      const purpose = String(form?.get('purpose') ?? '');
      if (!form || !file || typeof file === 'string' || (purpose !== 'logo' && purpose !== 'product')) {
        return fail(request, reply, { code: 400, cn: '请选择要上传的图片', en: 'Choose a picture to upload' });
      }
      const deptId = deptOr(request, reply, subject, purpose === 'logo' ? 'logo' : 'products');
      if (deptId === undefined) return reply;
      const bytes = Buffer.from(await file.arrayBuffer());
      const sides = pictureSides(bytes);
      const reason = uploadRefusal(purpose as UploadPurpose, file.name, bytes.length, sides);
      if (reason || !sides) {
        const words: [string, string] = {
          type: ['请上传 png、jpg 或 jpeg 图片', 'Please upload a png, jpg or jpeg picture'] as [string, string],
          size: (purpose === 'logo' ? ['公司标志须在10KB至1MB之间', 'The logo must be between 10 KB and 1 MB'] : ['图片不能超过5MB', 'The picture must be 5 MB or less']) as [string, string],
          dimensions: ['图片边长不能超过4000像素', 'The picture must be at most 4,000 px a side'] as [string, string],
        }[reason ?? 'type'];
        return fail(request, reply, { code: 4521, cn: words[0], en: words[1], data: { reason: reason ?? 'type' } });
      }
      const stored = catalogue().store(deptId, purpose, bytes[0] === 0x89 ? 'image/png' : 'image/jpeg', bytes, sides.width, sides.height);
      const view: StoredUploadWire = { fileId: stored.fileId, url: catalogue().urlOf(stored.fileId), size: bytes.length, width: sides.width, height: sides.height };
      return success(view);
    }),
  );

  app.post(
    `${RC}exhibitor/logo`,
    authed((request, reply, subject) => {
      const deptId = deptOr(request, reply, subject, 'logo');
      if (deptId === undefined) return reply;
      if (catalogue().closed(deptId, 'logo') || closedShow(bodyOf(request), subject)) return fail(request, reply, CLOSED);
      const upload = catalogue().uploads.get(text(bodyOf(request), 'fileId'));
      if (!upload || upload.deptId !== deptId || upload.purpose !== 'logo') return fail(request, reply, { code: 4521, cn: '请先上传公司标志', en: 'Upload the logo first', data: { reason: 'type' } });
      return success({ url: catalogue().setLogo(deptId, upload.fileId) });
    }),
  );

  app.get(`${FILES_PATH}:name`, async (request, reply) => {
    const name = (request.params as { name?: string }).name ?? '';
    const file = catalogue().uploads.get(name.replace(/\.(png|jpg)$/, ''));
    if (!file) return reply.code(404).send({ error: 'Not found' });
    return reply.header('content-type', file.contentType).header('cache-control', 'private, max-age=3600').send(file.bytes);
  });

  const productView = (request: FastifyRequest, p: ProductRecord): ProductWire => ({
    id: p.id,
    name: p.name,
    nameEn: p.nameEn,
    description: p.description,
    descriptionEn: p.descriptionEn || null,
    image: catalogue().urlOf(p.imageFileId) || null,
    state: p.state,
    rejectReason: p.state === 'rejected' ? (p.rejectReason?.[languageOf(request)] ?? null) : null,
  });
  const listView = (request: FastifyRequest, list: ProductRecord[]): ProductListWire => ({ max: PRODUCT_MAX, products: list.map((p) => productView(request, p)) });

  app.get(
    `${RC}product/list`,
    authed((request, reply, subject) => {
      const deptId = deptOr(request, reply, subject, 'products');
      return deptId === undefined ? reply : success(listView(request, catalogue().productsOf(deptId)));
    }),
  );

  app.post(
    `${RC}product/save`,
    authed((request, reply, subject) => {
      const deptId = deptOr(request, reply, subject, 'products');
      if (deptId === undefined) return reply;
      const list = catalogue().productsOf(deptId);
      const body = bodyOf(request);
      if (closedShow(body, subject)) return fail(request, reply, CLOSED);
      const id = text(body, 'id');
      const fields = { name: text(body, 'name'), nameEn: text(body, 'nameEn'), description: text(body, 'description'), descriptionEn: text(body, 'descriptionEn') };
      if (productProblem(fields)) return fail(request, reply, { code: 400, cn: '请填写产品中英文名称和介绍', en: "Fill in the product's names and description" });
      const found = id === '' ? undefined : list.find((p) => p.id === id);
      if (id !== '' && !found) return fail(request, reply, { code: 400, cn: '产品不存在', en: 'Product not found' });
      if (!found && list.length >= PRODUCT_MAX) return fail(request, reply, { code: 5006, cn: '产品数量已达上限', en: 'The number of products has reached the maximum', data: { max: PRODUCT_MAX } });
      const imageFileId = text(body, 'imageFileId');
      const image = imageFileId === '' ? undefined : catalogue().uploads.get(imageFileId);
      if (imageFileId !== '' && (!image || image.deptId !== deptId || image.purpose !== 'product')) {
        return fail(request, reply, { code: 4521, cn: '请先上传产品图片', en: 'Upload the picture first', data: { reason: 'type' } });
      }
      const publish = body['publish'] === true;
      const saved: ProductRecord = {
        ...(found ?? { id: catalogue().nextId('prd') }),
        ...fields,
        ...(image ? { imageFileId: image.fileId } : {}),
        state: publish ? 'pending' : found?.state === 'approved' || found?.state === 'pending' ? 'pending' : 'draft',
      };
      delete saved.rejectReason;
      if (found) list.splice(list.indexOf(found), 1, saved);
      else list.push(saved);
      return success(productView(request, saved));
    }),
  );

  app.post(
    `${RC}product/remove`,
    authed((request, reply, subject) => {
      const deptId = deptOr(request, reply, subject, 'products');
      if (deptId === undefined) return reply;
      if (closedShow(bodyOf(request), subject)) return fail(request, reply, CLOSED);
      const list = catalogue().productsOf(deptId);
      const found = list.find((p) => p.id === text(bodyOf(request), 'id'));
      if (!found) return fail(request, reply, { code: 400, cn: '产品不存在', en: 'Product not found' });
      list.splice(list.indexOf(found), 1);
      return success(listView(request, list));
    }),
  );

  app.post('/__contract/catalogue/review', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const deptId = text(body, 'deptId');
    const target = text(body, 'target');
    const outcome = body['outcome'];
    const reason = text(body, 'reason') || '资料不完整';
    const usage = { error: "Expected {deptId, target: 'journal' | <productId>, outcome: 'approved' | 'rejected', reason?}" };
    if (outcome !== 'approved' && outcome !== 'rejected') return reply.code(400).send(usage);
    if (target === 'journal') {
      const entry = catalogue().entries.get(deptId);
      const last = entry?.history[0];
      if (!entry || !last || entry.state !== 'submitted') return reply.code(400).send(usage);
      last.state = outcome;
      if (outcome === 'rejected') last.rejectReason = { cn: reason, en: reason };
      entry.state = outcome;
      setMaterialState(deptId, 'journal', outcome, outcome === 'rejected' ? reason : undefined);
      return { ok: true, state: entry.state };
    }
    const product = catalogue().productsOf(deptId).find((p) => p.id === target);
    if (!product) return reply.code(400).send(usage);
    product.state = outcome;
    if (outcome === 'rejected') product.rejectReason = { cn: reason, en: reason };
    else delete product.rejectReason;
    return { ok: true, state: product.state };
  });
}
