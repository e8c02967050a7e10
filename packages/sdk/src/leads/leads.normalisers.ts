// The lead tool's replies in the domain's shape, whatever placeholders the backend wrote for absent
// values (wire/absent-values.ts): a lead without a company, job title, e-mail, badge code or visitor
// has none of them (""), one without a follow-up or survey answers none ({}), a lookup without the
// account's lead no `lead` ({}), a package without a login limit no `maxConcurrentLogins` (-1), an
// account without a package or a transfer neither ({}). The package order is read as the ticketing
// area reads orders (its shape is repeated here: areas do not import each other).
import type { Page } from '@fairpass/domain';
import { isLeadRating } from '@fairpass/domain/leads';
import type { BankTransferInfo, Lead, LeadAccount, LeadCounts, LeadExport, LeadLookup, LeadSaveReply, LeadStaff, LeadSurvey, LeadUpdateReply, PackageOffer, ReceiptUpload, TransferRequest } from '@fairpass/domain/leads';
import type { Order } from '@fairpass/domain/ticketing';
import { readPage, withOptional, withoutEmpty } from '../wire/reply-parts';
import { readReply, type ShapeOf } from '../wire/reply-shape';

export const LEAD_SHAPE: ShapeOf<Lead> = {
  object: {
    leadId: 'text',
    exhibitionId: 'text',
    source: 'text',
    badgeCode: 'optionalText',
    visitorId: 'optionalText',
    name: 'text',
    mobile: 'text',
    company: 'optionalText',
    jobTitle: 'optionalText',
    email: 'optionalText',
    rating: 'text',
    tags: { list: 'text' },
    notes: 'text',
    followUp: 'keep',
    survey: 'keep',
    capturedBy: { object: { userId: 'text', name: 'text' } },
    capturedAt: 'text',
    updateTime: 'text',
    version: 'number',
  },
};

const FOLLOW_UP_SHAPE: ShapeOf<NonNullable<Lead['followUp']>> = { object: { date: 'text', note: 'text', done: 'flag' } };
const SURVEY_ANSWERS_SHAPE: ShapeOf<NonNullable<Lead['survey']>> = {
  object: { surveyId: 'text', answers: { list: { object: { questionId: 'text', optionIds: 'keep', text: 'optionalText' } } } },
};

/** A lead nobody rated (a rating the backend left blank or does not know) is `unrated`, never a guess. */
const withRating = (lead: Lead): Lead => (isLeadRating(lead.rating) ? lead : { ...lead, rating: 'unrated' });

const readLead = (raw: Lead): Lead => withRating(withOptional(withOptional(readReply(raw, LEAD_SHAPE) as Lead, 'followUp', FOLLOW_UP_SHAPE), 'survey', SURVEY_ANSWERS_SHAPE));

const VISITOR_SHAPE: ShapeOf<LeadLookup['visitor']> = {
  object: { visitorId: 'text', badgeCode: 'text', name: 'text', mobile: 'text', company: 'optionalText', jobTitle: 'optionalText', email: 'optionalText' },
};

export const normaliseLead = (raw: unknown): Lead => readLead(raw as Lead);
export const normaliseLeadPage = (raw: unknown): Page<Lead> => readPage(raw, LEAD_SHAPE, readLead);

export function normaliseLookup(raw: unknown): LeadLookup {
  const read = withoutEmpty(readReply(raw, { object: { visitor: VISITOR_SHAPE, lead: 'keep' } }) as LeadLookup, 'lead');
  return read.lead === undefined ? read : { ...read, lead: readLead(read.lead) };
}

export function normaliseSaveReply(raw: unknown): LeadSaveReply {
  const read = readReply(raw, { object: { lead: 'keep', created: 'flag' } }) as LeadSaveReply;
  return { ...read, lead: readLead(read.lead) };
}

export function normaliseUpdateReply(raw: unknown): LeadUpdateReply {
  const read = readReply(raw, { object: { lead: 'keep', merged: 'flag' } }) as LeadUpdateReply;
  return { ...read, lead: readLead(read.lead) };
}

export const normaliseCounts = (raw: unknown): LeadCounts => readReply(raw, { object: { total: 'number', hot: 'number', warm: 'number', cold: 'number', unrated: 'number' } }) as LeadCounts;

export const normaliseSurvey = (raw: unknown): LeadSurvey =>
  readReply(raw, {
    object: {
      surveyId: 'text',
      title: 'text',
      titleEn: 'text',
      questions: { list: { object: { id: 'text', title: 'text', titleEn: 'text', type: 'text', required: 'flag', options: { list: { object: { id: 'text', label: 'text', labelEn: 'text' } } } } } },
    },
  }) as LeadSurvey;

export const normaliseExport = (raw: unknown): LeadExport =>
  readReply(raw, { object: { exportId: 'text', fileName: 'text', format: 'text', count: 'number', url: 'text', expireTime: 'text' } }) as LeadExport;

const TRANSFER_SHAPE: ShapeOf<TransferRequest> = {
  object: { transferId: 'text', packageType: 'text', amount: 'text', currency: 'text', state: 'text', rejectReason: 'optionalText', receiptFileId: 'text', submitTime: 'text' },
};

export const normaliseTransfer = (raw: unknown): TransferRequest => readReply(raw, TRANSFER_SHAPE) as TransferRequest;

export function normaliseAccount(raw: unknown): LeadAccount {
  const read = readReply(raw, { object: { accountId: 'text', exhibitionId: 'text', company: 'text', role: 'text', package: 'keep', transfer: 'keep', staffCount: 'number' } }) as LeadAccount;
  const withPackage = withOptional(read, 'package', { object: { packageType: 'text', periodStart: 'text', periodEnd: 'text', maxConcurrentLogins: 'optionalCount', paidBy: 'text', orderId: 'optionalText' } });
  return withOptional(withPackage, 'transfer', TRANSFER_SHAPE);
}

const OFFER_SHAPE: ShapeOf<PackageOffer> = {
  object: { packageType: 'text', name: 'text', nameEn: 'text', price: 'text', currency: 'text', maxConcurrentLogins: 'optionalCount', periodStart: 'text', periodEnd: 'text' },
};

export const normaliseOffers = (raw: unknown): PackageOffer[] => readReply(raw, { list: OFFER_SHAPE }) as PackageOffer[];

export const normaliseBankInfo = (raw: unknown): BankTransferInfo =>
  readReply(raw, { object: { accountName: 'text', bankName: 'text', accountNo: 'text', reference: 'text', offers: { list: OFFER_SHAPE } } }) as BankTransferInfo;

export const normaliseReceipt = (raw: unknown): ReceiptUpload => readReply(raw, { object: { fileId: 'text', name: 'text', size: 'number', contentType: 'text' } }) as ReceiptUpload;

const STAFF_SHAPE: ShapeOf<LeadStaff> = { object: { userId: 'text', name: 'text', phone: 'text', role: 'text', leadCount: 'number' } };
export const normaliseStaff = (raw: unknown): LeadStaff => readReply(raw, STAFF_SHAPE) as LeadStaff;
export const normaliseStaffList = (raw: unknown): LeadStaff[] => readReply(raw, { list: STAFF_SHAPE }) as LeadStaff[];

const ORDER_LINE_SHAPE = { object: { ticketTypeId: 'text', name: 'text', nameEn: 'text', quantity: 'number', unitPrice: 'text', discount: 'text', amount: 'text', discountState: 'optionalText' } } as const;

const ORDER_SHAPE: ShapeOf<Order> = {
  object: {
    orderId: 'text',
    orderNo: 'text',
    exhibitionId: 'text',
    kind: 'text',
    parentOrderId: 'optionalText',
    orderStatus: 'text',
    paymentStatus: 'text',
    refundStatus: 'text',
    lines: { list: ORDER_LINE_SHAPE },
    total: 'text',
    currency: 'text',
    discountCode: 'optionalText',
    createTime: 'text',
    expireTime: 'text',
    serverTime: 'number',
    remainingSeconds: 'number',
    ticketIds: { list: 'text' },
    address: 'keep',
    // A package order is paid like a ticket order; it has no holders (issue 28's receipt fields).
    payTime: 'optionalText',
    payChannel: 'optionalText',
    holders: { list: { object: { ticketTypeId: 'text', name: 'text', phone: 'text' } } },
  },
};

/** The package order (`kind: 'package'`, no address). */
export const normalisePackageOrder = (raw: unknown): Order => withoutEmpty(readReply(raw, ORDER_SHAPE) as Order, 'address');
