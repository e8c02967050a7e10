// The declared (Java) types of the lead tool's replies, for the Jackson-nulls switch
// (wire-field-types.ts explains the tables): an absent company, badge code or follow-up is written
// "" / {}, an absent concurrent-login limit -1. A package order answers with ticketing's Order.
import { RC } from '../context';
import { ORDER } from '../ticketing/ticketing-field-types';
import { pageOf, type JavaKind, type KindOf } from '../wire-field-types';
import type {
  BankTransferInfoWire,
  LeadAccountWire,
  LeadCountsWire,
  LeadExportWire,
  LeadLookupWire,
  LeadSaveReplyWire,
  LeadStaffWire,
  LeadSurveyAnswersWire,
  LeadSurveyWire,
  LeadUpdateReplyWire,
  LeadWire,
  PackageOfferWire,
  ReceiptUploadWire,
  TransferWire,
  VisitorCardWire,
} from './leads-wire.types';

const SURVEY_ANSWERS: KindOf<LeadSurveyAnswersWire> = { object: { surveyId: 'string', answers: { list: { object: { questionId: 'string', optionIds: { list: 'string' }, text: 'string' } } } } };

export const LEAD: KindOf<LeadWire> = {
  object: {
    leadId: 'string',
    exhibitionId: 'string',
    source: 'string',
    badgeCode: 'string',
    visitorId: 'string',
    name: 'string',
    mobile: 'string',
    company: 'string',
    jobTitle: 'string',
    email: 'string',
    rating: 'string',
    tags: { list: 'string' },
    notes: 'string',
    followUp: { object: { date: 'string', note: 'string', done: 'boolean' } },
    survey: SURVEY_ANSWERS,
    capturedBy: { object: { userId: 'string', name: 'string' } },
    capturedAt: 'string',
    updateTime: 'string',
    version: 'number',
  },
};

const VISITOR: KindOf<VisitorCardWire> = {
  object: { visitorId: 'string', badgeCode: 'string', name: 'string', mobile: 'string', company: 'string', jobTitle: 'string', email: 'string' },
};

const LOOKUP: KindOf<LeadLookupWire> = { object: { visitor: VISITOR, lead: LEAD } };
const SAVE_REPLY: KindOf<LeadSaveReplyWire> = { object: { lead: LEAD, created: 'boolean' } };
const UPDATE_REPLY: KindOf<LeadUpdateReplyWire> = { object: { lead: LEAD, merged: 'boolean' } };
const COUNTS: KindOf<LeadCountsWire> = { object: { total: 'number', hot: 'number', warm: 'number', cold: 'number', unrated: 'number' } };

const SURVEY: KindOf<LeadSurveyWire> = {
  object: {
    surveyId: 'string',
    title: 'string',
    titleEn: 'string',
    questions: {
      list: {
        object: { id: 'string', title: 'string', titleEn: 'string', type: 'string', required: 'boolean', options: { list: { object: { id: 'string', label: 'string', labelEn: 'string' } } } },
      },
    },
  },
};

const EXPORT: KindOf<LeadExportWire> = { object: { exportId: 'string', fileName: 'string', format: 'string', count: 'number', url: 'string', expireTime: 'string' } };

export const TRANSFER: KindOf<TransferWire> = {
  object: { transferId: 'string', packageType: 'string', amount: 'string', currency: 'string', state: 'string', rejectReason: 'string', receiptFileId: 'string', submitTime: 'string' },
};

const ACCOUNT: KindOf<LeadAccountWire> = {
  object: {
    accountId: 'string',
    exhibitionId: 'string',
    company: 'string',
    role: 'string',
    package: { object: { packageType: 'string', periodStart: 'string', periodEnd: 'string', maxConcurrentLogins: 'number', paidBy: 'string', orderId: 'string' } },
    transfer: TRANSFER,
    staffCount: 'number',
  },
};

const OFFER: KindOf<PackageOfferWire> = {
  object: { packageType: 'string', name: 'string', nameEn: 'string', price: 'string', currency: 'string', maxConcurrentLogins: 'number', periodStart: 'string', periodEnd: 'string' },
};

const BANK_INFO: KindOf<BankTransferInfoWire> = { object: { accountName: 'string', bankName: 'string', accountNo: 'string', reference: 'string', offers: { list: OFFER } } };
const RECEIPT: KindOf<ReceiptUploadWire> = { object: { fileId: 'string', name: 'string', size: 'number', contentType: 'string' } };
const STAFF: KindOf<LeadStaffWire> = { object: { userId: 'string', name: 'string', phone: 'string', role: 'string', leadCount: 'number' } };

/** The lead tool's reply types (issue 17). */
export const LEADS_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}lead/byQr`]: LOOKUP,
  [`GET ${RC}lead/byMobile`]: LOOKUP,
  [`GET ${RC}lead/list`]: pageOf(LEAD),
  [`GET ${RC}lead/detail`]: LEAD,
  [`POST ${RC}lead/save`]: SAVE_REPLY,
  [`POST ${RC}lead/update`]: UPDATE_REPLY,
  [`GET ${RC}lead/count`]: COUNTS,
  [`GET ${RC}lead/survey`]: SURVEY,
  [`GET ${RC}lead/export`]: EXPORT,
  [`GET ${RC}lead/account`]: ACCOUNT,
  [`GET ${RC}leadPackage/catalogue`]: { list: OFFER },
  [`GET ${RC}leadPackage/bankInfo`]: BANK_INFO,
  [`POST ${RC}leadPackage/order`]: ORDER,
  [`POST ${RC}leadPackage/receipt/upload`]: RECEIPT,
  [`POST ${RC}leadPackage/transfer`]: TRANSFER,
  [`GET ${RC}lead/staff/list`]: { list: STAFF },
  [`POST ${RC}lead/staff/add`]: STAFF,
  [`POST ${RC}lead/staff/remove`]: 'boolean',
};
