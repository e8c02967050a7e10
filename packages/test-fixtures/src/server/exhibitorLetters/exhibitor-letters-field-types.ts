// The declared (Java) types of the exhibitor's letters replies, for the Jackson-nulls switch
// (wire-field-types.ts explains the tables): no reason, PDF or check-in time is "".
import { RC } from '../context';
import type { JavaKind, KindOf } from '../wire-field-types';
import type { CheckinWire, PictureWire, TemplateListWire, TemplateWire, VisaLettersWire, VisaLetterWire } from './exhibitor-letters-wire.types';

const TEMPLATE: KindOf<TemplateWire> = {
  object: { id: 'string', scope: 'string', state: 'string', titleZh: 'string', titleEn: 'string', bodyZh: 'string', bodyEn: 'string', pictureUrl: 'string', isDefault: 'boolean', updatedAt: 'string' },
};

const TEMPLATE_LIST: KindOf<TemplateListWire> = {
  object: {
    templates: { list: TEMPLATE },
    company: { object: { fullName: 'string', fullEnName: 'string', companyExhibitionVO: { object: { exhibitionHallNo: 'string', boothNo: 'string', boothNos: 'string' } } } },
  },
};

const PICTURE: KindOf<PictureWire> = { object: { url: 'string' } };

const VISA: KindOf<VisaLetterWire> = {
  object: {
    id: 'string',
    number: 'string',
    passportName: 'string',
    passportNo: 'string',
    nationality: 'string',
    gender: 'string',
    birthDate: 'string',
    passportExpiry: 'string',
    arrival: 'string',
    departure: 'string',
    jobTitle: 'string',
    consulateCity: 'string',
    state: 'string',
    rejectReason: 'string',
    pdfUrl: 'string',
    verifyUrl: 'string',
    submittedAt: 'string',
    reviewedAt: 'string',
    decidedAt: 'string',
  },
};

const VISAS: KindOf<VisaLettersWire> = { object: { letters: { list: VISA }, firstDay: 'string', lastDay: 'string' } };

const CHECKIN: KindOf<CheckinWire> = {
  object: {
    code: 'string',
    companyName: 'string',
    companyNameEn: 'string',
    hallNo: 'string',
    boothNos: { list: 'string' },
    passesToCollect: { list: { object: { name: 'string', nameEn: 'string', count: 'number' } } },
    opensAt: 'string',
    closesAt: 'string',
    checkedInAt: 'string',
    serverTime: 'string',
  },
};

/** The exhibitor's letters routes' reply types (issue 31). */
export const EXHIBITOR_LETTERS_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}invitationTemplate/list`]: TEMPLATE_LIST,
  [`GET ${RC}invitationTemplate/detail`]: TEMPLATE,
  [`POST ${RC}invitationTemplate/upload`]: PICTURE,
  [`POST ${RC}invitationTemplate/save`]: TEMPLATE,
  [`GET ${RC}visa/list`]: VISAS,
  [`POST ${RC}visa/apply`]: VISA,
  [`GET ${RC}exhibitor/checkin`]: CHECKIN,
};
