// The exhibitor replies in the domain's shape, whatever placeholders the backend wrote for absent values
// (wire/absent-values.ts): no company yet ({} or null) is none, a refusal without a reason ("") has none,
// null lists (booths, permissions) are empty, and modules the app does not know are dropped.
import {
  EXHIBITOR_MODULES,
  type CertificationCode,
  type Exhibit,
  type ExhibitorApplication,
  type ExhibitList,
  modulesOf,
  type ExhibitorCompany,
  type ExhibitorDocument,
  type ExhibitorMaterial,
  type ExhibitorMaterials,
  type ExhibitorProfile,
  type PublicBoothCard,
  type CompanyDeadline,
  type CompanyDeadlines,
} from '@fairpass/domain/exhibitor';
import type { SignedFile } from '@fairpass/domain/files';
import { withOptional } from '../wire/reply-parts';
import { readReply, type ShapeOf } from '../wire/reply-shape';

export const COMPANY_SHAPE: ShapeOf<ExhibitorCompany> = {
  object: { deptId: 'text', fullName: 'text', fullEnName: 'optionalText', creditCode: 'optionalText', logo: 'optionalText' },
};

/** The profile as it travels: the company form's state is `completeResult: 'succ'`. */
interface ProfileWire extends Omit<ExhibitorProfile, 'formComplete'> {
  readonly completeResult: string;
}

const PROFILE_SHAPE: ShapeOf<ProfileWire> = {
  object: {
    application: { object: { state: 'text', rejectReason: 'optionalText', submittedAt: 'optionalText', sent: 'keep' } },
    completeResult: 'text',
    certified: 'flag',
    admin: 'flag',
    company: 'keep',
    booths: { list: { object: { boothNo: 'text', hallNo: 'text', type: 'text', areaM2: 'number' } } },
    permissions: 'keep',
  },
};

const CERTIFICATION_CODE_SHAPE: ShapeOf<CertificationCode> = { object: { deptId: 'text', code: 'text' } };

/** The company's certification code (its admin's read and renewal). */
export const normaliseCertificationCode = (raw: unknown): CertificationCode => readReply(raw, CERTIFICATION_CODE_SHAPE) as CertificationCode;

export const normaliseCompany = (raw: unknown): ExhibitorCompany => readReply(raw, COMPANY_SHAPE) as ExhibitorCompany;

/** A refused application as it was sent: the request's shape, with its optional texts absent when "". */
const SENT_SHAPE: ShapeOf<ExhibitorApplication> = {
  object: { companyName: 'text', companyEnName: 'optionalText', creditCode: 'text', contactName: 'text', mobile: 'text', email: 'optionalText', boothType: 'text', boothQuantity: 'number', exhibitCategory: 'text' },
};

export const normaliseProfile = (raw: unknown): ExhibitorProfile => {
  const wire = withOptional(readReply(raw, PROFILE_SHAPE) as ProfileWire, 'company', COMPANY_SHAPE);
  const { completeResult, ...rest } = wire;
  const state = rest.application.state;
  const application = withOptional(rest.application, 'sent', SENT_SHAPE);
  const sent = application.sent && { ...application.sent, boothType: application.sent.boothType === 'raw' ? ('raw' as const) : ('standard' as const) };
  return {
    ...rest,
    application: { ...application, state: state === 'submitted' || state === 'approved' || state === 'rejected' ? state : 'none', ...(sent ? { sent } : {}) },
    formComplete: completeResult === 'succ',
    permissions: modulesOf(wire.permissions),
  };
};

const BOOTH_CARD_SHAPE: ShapeOf<PublicBoothCard> = {
  object: {
    deptId: 'text',
    fullName: 'text',
    fullEnName: 'optionalText',
    logo: 'optionalText',
    introduction: 'optionalText',
    introductionEn: 'optionalText',
    booths: { list: { object: { boothNo: 'text', hallNo: 'text', type: 'text', areaM2: 'number' } } },
    products: { list: { object: { id: 'text', name: 'text', nameEn: 'optionalText', description: 'optionalText', descriptionEn: 'optionalText', image: 'optionalText' } } },
    contact: 'keep',
  },
};

const CONTACT_SHAPE: ShapeOf<NonNullable<PublicBoothCard['contact']>> = { object: { name: 'text', phone: 'text' } };

/** The booth card; no contact (null or {}) is none. */
export const normaliseBoothCard = (raw: unknown): PublicBoothCard => withOptional(readReply(raw, BOOTH_CARD_SHAPE) as PublicBoothCard, 'contact', CONTACT_SHAPE);

const MATERIALS_SHAPE: ShapeOf<ExhibitorMaterials> = {
  object: {
    serverTime: 'number',
    materials: {
      list: { object: { materialTypeV2: 'text', module: 'text', title: 'text', titleEn: 'text', deadline: 'text', state: 'text', rejectReason: 'optionalText', required: 'keep' } },
    },
  },
};

const MATERIAL_STATES: ReadonlySet<string> = new Set(['notStarted', 'draft', 'submitted', 'approved', 'rejected']);

/**
 * The materials: a state the app does not know reads as not started; a module it does not know drops the
 * row; a material the server does not say is optional (`required: false`) is required.
 */
export const normaliseMaterials = (raw: unknown): ExhibitorMaterials => {
  const wire = readReply(raw, MATERIALS_SHAPE) as ExhibitorMaterials;
  const materials = wire.materials
    .filter((m) => (EXHIBITOR_MODULES as readonly string[]).includes(m.module))
    .map((m): ExhibitorMaterial => ({ ...m, state: MATERIAL_STATES.has(m.state) ? m.state : 'notStarted', required: (m.required as unknown) !== false }));
  return { serverTime: wire.serverTime, materials };
};

const DOCUMENT_SHAPE: ShapeOf<ExhibitorDocument> = {
  object: {
    id: 'text',
    number: 'text',
    title: 'text',
    titleEn: 'text',
    amount: 'optionalText',
    currency: 'optionalText',
    state: 'text',
    issueTime: 'optionalText',
    pdfUrl: 'optionalText',
  },
};

/** The invoices or contracts: an empty amount, time or address (Jackson's "" or null) is none. */
export const normaliseDocuments = (raw: unknown): readonly ExhibitorDocument[] => readReply(raw, { list: DOCUMENT_SHAPE }) as readonly ExhibitorDocument[];

const EXHIBIT_SHAPE: ShapeOf<Exhibit> = {
  object: { id: 'text', name: 'text', nameEn: 'text', category: 'text', description: 'optionalText', state: 'text', rejectReason: 'optionalText' },
};

/** One exhibit: a state it does not know reads as pending; no description or reason ("") is none. */
export const normaliseExhibit = (raw: unknown): Exhibit => {
  const exhibit = readReply(raw, EXHIBIT_SHAPE) as Exhibit;
  return exhibit.state === 'approved' || exhibit.state === 'rejected' || exhibit.state === 'pending' ? exhibit : { ...exhibit, state: 'pending' };
};

export const normaliseExhibitList = (raw: unknown): ExhibitList => {
  const list = readReply(raw, { object: { max: 'number', exhibits: { list: EXHIBIT_SHAPE } } }) as ExhibitList;
  return { max: list.max, exhibits: list.exhibits.map(normaliseExhibit) };
};

const DEADLINES_SHAPE: ShapeOf<CompanyDeadlines> = {
  object: { serverTime: 'number', deadlines: { list: { object: { id: 'text', kind: 'text', title: 'text', titleEn: 'text', deadline: 'text', state: 'text' } } } },
};

const DEADLINE_KINDS: ReadonlySet<string> = new Set(['material', 'service', 'ads', 'translation']);

/** The deadlines: a kind the app does not know drops the row, a state it does not know reads as not started. */
export const normaliseDeadlines = (raw: unknown): CompanyDeadlines => {
  const wire = readReply(raw, DEADLINES_SHAPE) as CompanyDeadlines;
  const deadlines = wire.deadlines
    .filter((d) => DEADLINE_KINDS.has(d.kind))
    .map((d): CompanyDeadline => (MATERIAL_STATES.has(d.state) ? d : { ...d, state: 'notStarted' }));
  return { serverTime: wire.serverTime, deadlines };
};

const SIGNED_FILE_SHAPE: ShapeOf<SignedFile> = { object: { url: 'text', fileName: 'text', expireTime: 'text' } };

/** `exhibitor/deadlines/calendar`. */
export const normaliseSignedFile = (raw: unknown): SignedFile => readReply(raw, SIGNED_FILE_SHAPE) as SignedFile;
