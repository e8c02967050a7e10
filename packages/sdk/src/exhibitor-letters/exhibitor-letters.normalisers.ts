// The exhibitor's letters replies in the domain's shape, whatever placeholders the backend wrote for
// absent values (wire/absent-values.ts): no picture, reason, PDF or check-in time ("" or null) is '',
// null lists are empty, and a state the app does not know reads as `reviewing` (the organiser's to decide).
import { VISA_STATES, type CheckinNotice, type InvitationTemplate, type TemplateList, type VisaLetter, type VisaLetters, type VisaState } from '@fairpass/domain/exhibitor-letters';
import { readReply, type ShapeOf } from '../wire/reply-shape';

type RawTemplate = Omit<InvitationTemplate, 'scope' | 'state' | 'pictureUrl'> & { scope: string; state: string; pictureUrl?: string };

const TEMPLATE_SHAPE: ShapeOf<RawTemplate> = {
  object: { id: 'text', scope: 'text', state: 'text', titleZh: 'text', titleEn: 'text', bodyZh: 'text', bodyEn: 'text', pictureUrl: 'optionalText', isDefault: 'flag', updatedAt: 'text' },
};

const templateOf = (raw: RawTemplate): InvitationTemplate => ({
  ...raw,
  scope: raw.scope === 'mine' ? 'mine' : 'organiser',
  state: raw.state === 'published' ? 'published' : 'draft',
  pictureUrl: raw.pictureUrl ?? '',
});

export const normaliseTemplate = (raw: unknown): InvitationTemplate => templateOf(readReply(raw, TEMPLATE_SHAPE) as RawTemplate);

const LIST_SHAPE: ShapeOf<{ templates: RawTemplate[]; company: TemplateList['company'] }> = {
  object: {
    templates: { list: TEMPLATE_SHAPE },
    company: { object: { fullName: 'text', fullEnName: 'text', companyExhibitionVO: { object: { exhibitionHallNo: 'text', boothNo: 'text', boothNos: 'text' } } } },
  },
};

export const normaliseTemplateList = (raw: unknown): TemplateList => {
  const read = readReply(raw, LIST_SHAPE) as { templates: RawTemplate[]; company: TemplateList['company'] };
  return { templates: read.templates.map(templateOf), company: read.company };
};

export const normalisePicture = (raw: unknown): { readonly url: string } => readReply(raw, { object: { url: 'text' } }) as { url: string };

type RawVisa = Omit<VisaLetter, 'state' | 'gender' | 'rejectReason' | 'pdfUrl' | 'verifyUrl' | 'reviewedAt' | 'decidedAt'> & {
  state: string;
  gender: string;
  rejectReason?: string;
  pdfUrl?: string;
  verifyUrl?: string;
  reviewedAt?: string;
  decidedAt?: string;
};

const VISA_SHAPE: ShapeOf<RawVisa> = {
  object: {
    id: 'text',
    number: 'text',
    passportName: 'text',
    passportNo: 'text',
    nationality: 'text',
    gender: 'text',
    birthDate: 'text',
    passportExpiry: 'text',
    arrival: 'text',
    departure: 'text',
    jobTitle: 'text',
    consulateCity: 'text',
    state: 'text',
    rejectReason: 'optionalText',
    pdfUrl: 'optionalText',
    verifyUrl: 'optionalText',
    submittedAt: 'text',
    reviewedAt: 'optionalText',
    decidedAt: 'optionalText',
  },
};

const visaOf = (raw: RawVisa): VisaLetter => ({
  ...raw,
  gender: raw.gender === 'female' ? 'female' : 'male',
  state: (VISA_STATES as readonly string[]).includes(raw.state) ? (raw.state as VisaState) : 'reviewing',
  rejectReason: raw.rejectReason ?? '',
  pdfUrl: raw.pdfUrl ?? '',
  verifyUrl: raw.verifyUrl ?? '',
  reviewedAt: raw.reviewedAt ?? '',
  decidedAt: raw.decidedAt ?? '',
});

export const normaliseVisa = (raw: unknown): VisaLetter => visaOf(readReply(raw, VISA_SHAPE) as RawVisa);

export const normaliseVisaLetters = (raw: unknown): VisaLetters => {
  const read = readReply(raw, { object: { letters: { list: VISA_SHAPE }, firstDay: 'text', lastDay: 'text' } }) as { letters: RawVisa[]; firstDay: string; lastDay: string };
  return { ...read, letters: read.letters.map(visaOf) };
};

type RawCheckin = Omit<CheckinNotice, 'checkedInAt'> & { checkedInAt?: string };

const CHECKIN_SHAPE: ShapeOf<RawCheckin> = {
  object: {
    code: 'text',
    companyName: 'text',
    companyNameEn: 'text',
    hallNo: 'text',
    boothNos: { list: 'text' },
    passesToCollect: { list: { object: { name: 'text', nameEn: 'text', count: 'number' } } },
    opensAt: 'text',
    closesAt: 'text',
    checkedInAt: 'optionalText',
    serverTime: 'text',
  },
};

export const normaliseCheckin = (raw: unknown): CheckinNotice => {
  const read = readReply(raw, CHECKIN_SHAPE) as RawCheckin;
  return { ...read, checkedInAt: read.checkedInAt ?? '', passesToCollect: read.passesToCollect.map((p) => ({ ...p, count: Math.max(0, p.count) })) };
};
