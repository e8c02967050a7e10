// The declared (Java) types of the exhibitor routes' replies, for the Jackson-nulls switch
// (wire-field-types.ts explains the tables): no company yet is written {}, no reason "".
import { RC } from '../context';
import type { JavaKind, KindOf } from '../wire-field-types';
import type { ExhibitListWire, ExhibitWire, ExhibitorCertificationCodeWire, ExhibitorCompanyWire, ExhibitorDocumentWire, ExhibitorMaterialsWire, ExhibitorProfileWire, PublicBoothCardWire } from './exhibitor-wire.types';

export const EXHIBITOR_COMPANY: KindOf<ExhibitorCompanyWire> = {
  object: { deptId: 'string', fullName: 'string', fullEnName: 'string', creditCode: 'string', logo: 'string' },
};

export const EXHIBITOR_PROFILE: KindOf<ExhibitorProfileWire> = {
  object: {
    application: {
      object: {
        state: 'string',
        rejectReason: 'string',
        submittedAt: 'string',
        sent: { object: { companyName: 'string', companyEnName: 'string', creditCode: 'string', contactName: 'string', mobile: 'string', email: 'string', boothType: 'string', boothQuantity: 'number', exhibitCategory: 'string' } },
      },
    },
    completeResult: 'string',
    certified: 'boolean',
    admin: 'boolean',
    company: EXHIBITOR_COMPANY,
    booths: { list: { object: { boothNo: 'string', hallNo: 'string', type: 'string', areaM2: 'number' } } },
    permissions: { list: 'string' },
  },
};

export const PUBLIC_BOOTH_CARD: KindOf<PublicBoothCardWire> = {
  object: {
    deptId: 'string',
    fullName: 'string',
    fullEnName: 'string',
    logo: 'string',
    introduction: 'string',
    introductionEn: 'string',
    booths: { list: { object: { boothNo: 'string', hallNo: 'string', type: 'string', areaM2: 'number' } } },
    products: { list: { object: { id: 'string', name: 'string', nameEn: 'string', description: 'string', descriptionEn: 'string', image: 'string' } } },
    contact: { object: { name: 'string', phone: 'string' } },
  },
};

export const EXHIBITOR_MATERIALS: KindOf<ExhibitorMaterialsWire> = {
  object: {
    serverTime: 'number',
    materials: {
      list: { object: { materialTypeV2: 'string', module: 'string', title: 'string', titleEn: 'string', deadline: 'string', state: 'string', rejectReason: 'string', required: 'boolean' } },
    },
  },
};

export const EXHIBITOR_DOCUMENTS: { list: KindOf<ExhibitorDocumentWire> } = {
  list: {
    object: { id: 'string', number: 'string', title: 'string', titleEn: 'string', amount: 'string', currency: 'string', state: 'string', issueTime: 'string', pdfUrl: 'string' },
  },
};

export const EXHIBIT: KindOf<ExhibitWire> = {
  object: { id: 'string', name: 'string', nameEn: 'string', category: 'string', description: 'string', state: 'string', rejectReason: 'string' },
};

export const EXHIBIT_LIST: KindOf<ExhibitListWire> = { object: { max: 'number', exhibits: { list: EXHIBIT } } };

export const CERTIFICATION_CODE: KindOf<ExhibitorCertificationCodeWire> = { object: { deptId: 'string', code: 'string' } };

/** The exhibitor routes' reply types (issue 30). */
export const EXHIBITOR_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}exhibitor/profile`]: EXHIBITOR_PROFILE,
  [`POST ${RC}exhibitor/apply`]: EXHIBITOR_PROFILE,
  [`POST ${RC}exhibitor/certify`]: EXHIBITOR_COMPANY,
  [`GET ${RC}exhibitor/certificationCode`]: CERTIFICATION_CODE,
  [`POST ${RC}exhibitor/certificationCode/renew`]: CERTIFICATION_CODE,
  [`GET ${RC}booth/public`]: PUBLIC_BOOTH_CARD,
  [`GET ${RC}exhibitor/materials`]: EXHIBITOR_MATERIALS,
  [`GET ${RC}exhibitor/documents`]: EXHIBITOR_DOCUMENTS,
  [`GET ${RC}exhibit/list`]: EXHIBIT_LIST,
  [`POST ${RC}exhibit/save`]: EXHIBIT,
  [`POST ${RC}exhibit/remove`]: EXHIBIT_LIST,
  [`GET ${RC}exhibitor/deadlines`]: {
    object: { serverTime: 'number', deadlines: { list: { object: { id: 'string', kind: 'string', title: 'string', titleEn: 'string', deadline: 'string', state: 'string' } } } },
  },
  [`GET ${RC}exhibitor/deadlines/calendar`]: { object: { url: 'string', fileName: 'string', expireTime: 'string' } },
};
