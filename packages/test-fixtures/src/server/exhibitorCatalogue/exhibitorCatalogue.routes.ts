// The exhibitor's catalogue in the contract server (issue 30, design exhibitor.md §2.2 and §5.1).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { headerValue, languageOf, RC, type ServerContext } from '../context';
import { success } from '../envelope';
import { commerceRouteKit, type Body } from '../kit/commerce-route-kit';
import { readMultipart } from '../multipart';
import type { TokenSubject } from '../tokens';
import { EXHIBIT_IMAGES_MAX, PRODUCT_MAX, seedLastEditions } from '../../data/exhibitor-catalogue.data';
import type { CatalogueEntryWire, EntryVersionWire, LastEditionWire, ExhibitMediaWire, JournalFieldsWire, MediaFileWire, ProductListWire, ProductWire, StoredUploadWire } from './exhibitor-catalogue-wire.types';
import { FILES_PATH, type EntryRecord, type ExhibitMediaRecord, type ExhibitorCatalogueState, type ProductRecord } from './exhibitor-catalogue-state';
import { ENTRY_FIELDS, entryProblem, isVideo, productProblem, uploadRefusal, UPLOAD_RULES, type UploadPurpose } from './exhibitor-catalogue-rules';
import { pictureSides } from './picture-bytes';
import { exhibitionOfWrite, submissionClosed, SUBMISSION_CLOSED } from '../exhibitor/submission-closed';

interface CatalogueFailure {
  code: 400 | 4521 | 5003 | 5004 | 5006 | 5020;
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
 * history), the upload (multipart, purpose logo, product, exhibitImage or video: 4521 `{reason}`) and the
 * logo (`logo` module), the products with their picture and video (`products` module: 5006 `{max}` past
 * the maximum), an exhibit's images and video (`exhibits` module: 5020 `{max}` past 6 images). Uploaded
 * files are served at `/files/exhcatalogue/<fileId>.<ext>`. Plus the organiser's review hook
 * `POST /__contract/catalogue/review {deptId, target: 'journal' | <exhibitId> | <productId>, outcome: 'approved'|'rejected', reason?}`.
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
      approved: entry.approved ? { ...entry.approved.fields } : null,
      approvedAt: entry.approved?.at ?? null,
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

  const PURPOSES: readonly UploadPurpose[] = ['logo', 'product', 'exhibitImage', 'video'];
  const MODULE_OF: Record<UploadPurpose, string> = { logo: 'logo', product: 'products', exhibitImage: 'exhibits', video: 'products' };
  const SIZE_WORDS: Record<UploadPurpose, [string, string]> = {
    logo: ['公司标志须在10KB至1MB之间', 'The logo must be between 10 KB and 1 MB'],
    product: ['图片不能超过5MB', 'The picture must be 5 MB or less'],
    exhibitImage: ['展品图片不能超过2MB', "An exhibit's image must be 2 MB or less"],
    video: ['视频不能超过20MB', 'The video must be 20 MB or less'],
  };

  // Last edition's entry and exhibits (read only: the app offers them as starting drafts; nothing is written here).
  app.get(
    `${RC}journal/v2/lastEdition`,
    authed((request, reply, subject) => {
      const deptId = deptOr(request, reply, subject, 'journal');
      if (deptId === undefined) return reply;
      const last = seedLastEditions()[deptId];
      const view: LastEditionWire = { edition: last?.edition ?? '', fields: last ? { ...last.fields } : null, exhibits: (last?.exhibits ?? []).map((exhibit) => ({ ...exhibit })) };
      return success(view);
    }),
  );

  // A file over the limit must reach the handler to be refused with 4521 {reason: 'size'}, not the server's 413.
  app.post(
    `${RC}exhibitor/upload`,
    { bodyLimit: UPLOAD_RULES.video.maxBytes + 2 * 1024 * 1024 },
    authed(async (request, reply, subject) => {
      const form = await readMultipart(headerValue(request, 'content-type') ?? '', request.body);
      const file = form?.get('file');
      const purpose = String(form?.get('purpose') ?? '') as UploadPurpose;
      if (!form || !file || typeof file === 'string' || !PURPOSES.includes(purpose)) {
        return fail(request, reply, { code: 400, cn: '请选择要上传的文件', en: 'Choose a file to upload' });
      }
      // a video is for an exhibit or a product: either module will do
      const module = purpose === 'video' && !catalogue().accountWith(phoneOf(subject), 'products') ? 'exhibits' : MODULE_OF[purpose];
      const deptId = deptOr(request, reply, subject, module);
      if (deptId === undefined) return reply;
      const bytes = Buffer.from(await file.arrayBuffer());
      const sides = purpose === 'video' ? (isVideo(bytes) ? { width: 0, height: 0 } : undefined) : pictureSides(bytes);
      const reason = uploadRefusal(purpose, file.name, bytes.length, sides);
      if (reason || !sides) {
        const words: [string, string] = {
          type: purpose === 'video' ? (['请上传 mp4 或 mov 视频', 'Please upload an mp4 or mov video'] as [string, string]) : (['请上传 png、jpg 或 jpeg 图片', 'Please upload a png, jpg or jpeg picture'] as [string, string]),
          size: SIZE_WORDS[purpose],
          dimensions: ['图片边长不能超过4000像素', 'The picture must be at most 4,000 px a side'] as [string, string],
        }[reason ?? 'type'];
        return fail(request, reply, { code: 4521, cn: words[0], en: words[1], data: { reason: reason ?? 'type' } });
      }
      const contentType = purpose === 'video' ? (file.name.toLowerCase().endsWith('.mov') ? 'video/quicktime' : 'video/mp4') : bytes[0] === 0x89 ? 'image/png' : 'image/jpeg';
      const stored = catalogue().store(deptId, purpose, contentType, bytes, sides.width, sides.height, file.name);
      const view: StoredUploadWire = {
        fileId: stored.fileId,
        url: catalogue().urlOf(stored.fileId),
        size: bytes.length,
        width: purpose === 'video' ? null : sides.width,
        height: purpose === 'video' ? null : sides.height,
      };
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
    const file = catalogue().uploads.get(name.replace(/\.(png|jpg|mp4|mov)$/, ''));
    if (!file) return reply.code(404).send({ error: 'Not found' });
    return reply.header('content-type', file.contentType).header('cache-control', 'private, max-age=3600').send(file.bytes);
  });

  const mediaFile = (fileId: string | undefined): MediaFileWire | null => {
    const file = fileId ? catalogue().uploads.get(fileId) : undefined;
    return file ? { fileId: file.fileId, url: catalogue().urlOf(file.fileId), name: file.name, size: file.bytes.length } : null;
  };

  const productView = (request: FastifyRequest, p: ProductRecord): ProductWire => ({
    id: p.id,
    name: p.name,
    nameEn: p.nameEn,
    description: p.description,
    descriptionEn: p.descriptionEn || null,
    image: catalogue().urlOf(p.imageFileId) || null,
    video: mediaFile(p.videoFileId),
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
      const videoFileId = text(body, 'videoFileId');
      const video = videoFileId === '' ? undefined : catalogue().uploads.get(videoFileId);
      if (videoFileId !== '' && (!video || video.deptId !== deptId || video.purpose !== 'video')) {
        return fail(request, reply, { code: 4521, cn: '请先上传产品视频', en: 'Upload the video first', data: { reason: 'type' } });
      }
      const publish = body['publish'] === true;
      const saved: ProductRecord = {
        ...(found ?? { id: catalogue().nextId('prd') }),
        ...fields,
        ...(image ? { imageFileId: image.fileId } : {}),
        ...(video ? { videoFileId: video.fileId } : {}),
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

  const mediaView = (deptId: string, exhibitId: string, media: ExhibitMediaRecord): ExhibitMediaWire => {
    const approved = catalogue().snapshotIfApproved(deptId, exhibitId);
    return {
      exhibitId,
      maxImages: EXHIBIT_IMAGES_MAX,
      images: media.images.map((id) => mediaFile(id)).filter((file): file is MediaFileWire => file !== null),
      video: mediaFile(media.video),
      approved: approved
        ? { name: approved.name, nameEn: approved.nameEn, category: approved.category, description: approved.description, images: [...approved.images], video: approved.video, approvedAt: approved.at }
        : null,
    };
  };
  /** The company's exhibit of that id (kept by the exhibitor area), if there is one. */
  const exhibitOf = (deptId: string, exhibitId: string) => catalogue().exhibitor().exhibits.get(deptId)?.find((e) => e.id === exhibitId);
  const NO_EXHIBIT: CatalogueFailure = { code: 400, cn: '展品不存在', en: 'Exhibit not found' };

  app.get(
    `${RC}exhibit/media`,
    authed((request, reply, subject) => {
      const deptId = deptOr(request, reply, subject, 'exhibits');
      if (deptId === undefined) return reply;
      const exhibitId = text((request.query ?? {}) as Body, 'exhibitId');
      if (!exhibitOf(deptId, exhibitId)) return fail(request, reply, NO_EXHIBIT);
      return success(mediaView(deptId, exhibitId, catalogue().mediaOf(deptId, exhibitId)));
    }),
  );

  app.post(
    `${RC}exhibit/media`,
    authed((request, reply, subject) => {
      const deptId = deptOr(request, reply, subject, 'exhibits');
      if (deptId === undefined) return reply;
      const body = bodyOf(request);
      if (catalogue().closed(deptId, 'exhibits') || closedShow(body, subject)) return fail(request, reply, CLOSED);
      const exhibitId = text(body, 'exhibitId');
      if (!exhibitOf(deptId, exhibitId)) return fail(request, reply, NO_EXHIBIT);
      const images = Array.isArray(body['imageFileIds']) ? body['imageFileIds'].map(String) : [];
      if (images.length > EXHIBIT_IMAGES_MAX) {
        return fail(request, reply, { code: 5020, cn: `每个展品最多 ${EXHIBIT_IMAGES_MAX} 张图片`, en: `An exhibit can have at most ${EXHIBIT_IMAGES_MAX} images`, data: { max: EXHIBIT_IMAGES_MAX } });
      }
      const ours = (id: string, purpose: 'exhibitImage' | 'video'): boolean => {
        const file = catalogue().uploads.get(id);
        return file !== undefined && file.deptId === deptId && file.purpose === purpose;
      };
      const video = text(body, 'videoFileId');
      if (!images.every((id) => ours(id, 'exhibitImage')) || (video !== '' && !ours(video, 'video'))) {
        return fail(request, reply, { code: 4521, cn: '请先上传展品图片或视频', en: "Upload the exhibit's images or video first", data: { reason: 'type' } });
      }
      // the approved exhibit is kept before it changes
      catalogue().snapshotIfApproved(deptId, exhibitId);
      const media: ExhibitMediaRecord = { images: [...new Set(images)], ...(video ? { video } : {}) };
      catalogue().exhibitMedia.set(`${deptId}/${exhibitId}`, media);
      // a changed exhibit goes to the organiser's review again, as a saved one does
      const exhibit = exhibitOf(deptId, exhibitId);
      if (exhibit) {
        exhibit.state = 'pending';
        delete exhibit.rejectReason;
      }
      return success(mediaView(deptId, exhibitId, media));
    }),
  );

  app.post('/__contract/catalogue/review', async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    const deptId = text(body, 'deptId');
    const target = text(body, 'target');
    const outcome = body['outcome'];
    const reason = text(body, 'reason') || '资料不完整';
    const usage = { error: "Expected {deptId, target: 'journal' | <exhibitId> | <productId>, outcome: 'approved' | 'rejected', reason?}" };
    if (outcome !== 'approved' && outcome !== 'rejected') return reply.code(400).send(usage);
    if (target === 'journal') {
      const entry = catalogue().entries.get(deptId);
      const last = entry?.history[0];
      if (!entry || !last || entry.state !== 'submitted') return reply.code(400).send(usage);
      last.state = outcome;
      if (outcome === 'rejected') last.rejectReason = { cn: reason, en: reason };
      entry.state = outcome;
      // the approved snapshot "what changed since" compares with
      if (outcome === 'approved') entry.approved = { fields: { ...last.fields }, at: catalogue().now() };
      setMaterialState(deptId, 'journal', outcome, outcome === 'rejected' ? reason : undefined);
      return { ok: true, state: entry.state };
    }
    // an exhibit: approved, the version it stands at is the one "what changed since" compares with, dated now
    const exhibit = exhibitOf(deptId, target);
    if (exhibit) {
      exhibit.state = outcome;
      if (outcome === 'rejected') exhibit.rejectReason = { cn: reason, en: reason };
      else {
        delete exhibit.rejectReason;
        catalogue().approveExhibit(deptId, target);
      }
      return { ok: true, state: exhibit.state };
    }
    const product = catalogue().productsOf(deptId).find((p) => p.id === target);
    if (!product) return reply.code(400).send(usage);
    product.state = outcome;
    if (outcome === 'rejected') product.rejectReason = { cn: reason, en: reason };
    else delete product.rejectReason;
    return { ok: true, state: product.state };
  });
}
