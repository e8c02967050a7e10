// The lead tool's records as the wire carries them (docs/endpoints.md "Trade-fair lead tool (issue 17)").
import { beijingTime } from '../kit/beijing-time';
import { yuan, CURRENCY } from '../kit/money';
import type { LeadAccountRecord, LeadRecord, TransferRecord, VisitorRecord } from './leads-records';
import type { LeadsState } from './leads-state';
import type { LeadAccountWire, LeadStaffWire, LeadWire, TransferWire, VisitorCardWire } from './leads-wire.types';

export function toWireLead(lead: LeadRecord): LeadWire {
  return {
    leadId: lead.leadId,
    exhibitionId: lead.exhibitionId,
    source: lead.source,
    ...(lead.badgeCode === undefined ? {} : { badgeCode: lead.badgeCode }),
    ...(lead.visitorId === undefined ? {} : { visitorId: lead.visitorId }),
    name: lead.name,
    mobile: lead.mobile,
    ...(lead.company ? { company: lead.company } : {}),
    ...(lead.jobTitle ? { jobTitle: lead.jobTitle } : {}),
    ...(lead.email ? { email: lead.email } : {}),
    rating: lead.rating,
    tags: [...lead.tags],
    notes: lead.notes,
    ...(lead.followUp === undefined ? {} : { followUp: { ...lead.followUp } }),
    ...(lead.survey === undefined ? {} : { survey: lead.survey }),
    capturedBy: { userId: lead.capturedByUserId, name: lead.capturedByName },
    capturedAt: lead.capturedAt,
    updateTime: beijingTime(lead.updatedAt),
    version: lead.version,
  };
}

export const toWireVisitor = (v: VisitorRecord): VisitorCardWire => ({
  visitorId: v.visitorId,
  badgeCode: v.badgeCode,
  name: v.name,
  mobile: v.mobile,
  ...(v.company ? { company: v.company } : {}),
  ...(v.jobTitle ? { jobTitle: v.jobTitle } : {}),
  ...(v.email ? { email: v.email } : {}),
});

export const toWireTransfer = (t: TransferRecord): TransferWire => ({
  transferId: t.transferId,
  packageType: t.packageType,
  amount: yuan(t.amountFen),
  currency: CURRENCY,
  state: t.state,
  ...(t.rejectReason === undefined ? {} : { rejectReason: t.rejectReason }),
  receiptFileId: t.receiptFileId,
  submitTime: beijingTime(t.submittedAt),
});

export function toWireAccount(state: LeadsState, account: LeadAccountRecord, userId: string): LeadAccountWire {
  const pkg = state.packageOf(account);
  const transfer = state.latestTransfer(account);
  const showTransfer = transfer !== undefined && transfer.state !== 'approved';
  return {
    accountId: account.accountId,
    exhibitionId: account.exhibitionId,
    company: account.company,
    role: account.adminUserId === userId ? 'admin' : 'staff',
    ...(pkg === undefined ? {} : { package: pkg }),
    ...(showTransfer ? { transfer: toWireTransfer(transfer) } : {}),
    staffCount: account.staffUserIds.length,
  };
}

export function toWireStaff(state: LeadsState, account: LeadAccountRecord, userId: string): LeadStaffWire {
  const user = state.user(userId);
  return {
    userId,
    name: user?.name ?? '',
    phone: user?.phone ?? '',
    role: account.adminUserId === userId ? 'admin' : 'staff',
    leadCount: state.leadsOf(account).filter((l) => l.capturedByUserId === userId).length,
  };
}
