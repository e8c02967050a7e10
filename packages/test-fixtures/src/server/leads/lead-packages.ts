// Buying the lead tool's package (docs/endpoints.md "Trade-fair lead tool (issue 17)"): the offers of
// the show period at the spec's prices; an order to pay by WeChat Pay (`kind: 'package'`, then
// `order/pay` and `order/payStatus` like any order, 15 minutes to pay); or a corporate bank transfer
// with its receipt (pdf, jpg or png up to 10 MB), which the organiser reviews (the test hook). Only the
// account's admin buys, once per period, and not while a transfer is in review.
import { MAX_BUILDER_FILE_BYTES, sniffType } from '../information/builder';
import type { OrderRecord } from '../ticketing/orders';
import type { Buyer } from '../kit/buyer';
import { CURRENCY, yuan } from '../kit/money';
import { done, LEADS_FAILURE, notAdmin, notFound, refused, type LeadsOutcome } from './leads-failure';
import type { LeadAccountRecord, ReceiptRecord, TransferRecord } from './leads-records';
import { packageLineId, type LeadsState } from './leads-state';
import { isLeadPackageType, LEAD_PACKAGES } from './lead-rules';
import type { LeadPackageType, PackageOfferWire } from './leads-wire.types';

const NAMES: Readonly<Record<LeadPackageType, { cn: string; en: string }>> = {
  single: { cn: '单人账号（同一时间限一人登录）', en: 'Single-person account (one login at a time)' },
  multi: { cn: '多人账号', en: 'Multi-person account' },
};

const priceFen = (packageType: LeadPackageType): number => LEAD_PACKAGES[packageType].priceYuan * 100;

export function offersOf(state: LeadsState): PackageOfferWire[] {
  return (['single', 'multi'] as const).map((packageType) => {
    const limit = LEAD_PACKAGES[packageType].maxConcurrentLogins;
    return {
      packageType,
      name: NAMES[packageType].cn,
      nameEn: NAMES[packageType].en,
      price: yuan(priceFen(packageType)),
      currency: CURRENCY,
      ...(limit === undefined ? {} : { maxConcurrentLogins: limit }),
      periodStart: state.period.start,
      periodEnd: state.period.end,
    };
  });
}

/** Why the caller may not buy now, if so. */
function buyingRefused(state: LeadsState, account: LeadAccountRecord, userId: string): LeadsOutcome<never> | undefined {
  if (account.adminUserId !== userId) return notAdmin();
  const active = state.packageOf(account);
  if (active) {
    return refused(LEADS_FAILURE.packageActive, `本届展会的套餐已开通，有效期至 ${active.periodEnd}`, `The package for this show is already active, until ${active.periodEnd}`, {
      packageType: active.packageType,
      periodEnd: active.periodEnd,
    });
  }
  const transfer = state.latestTransfer(account);
  if (transfer?.state === 'in_review') {
    return refused(LEADS_FAILURE.transferPending, '对公转账正在审核中', 'A bank transfer is being reviewed', { transferId: transfer.transferId });
  }
  return undefined;
}

const packageTypeOf = (value: unknown): LeadsOutcome<LeadPackageType> =>
  isLeadPackageType(value) ? done(value) : refused(400, 'packageType 须为 single 或 multi', 'packageType must be single or multi', { field: 'packageType' });

export function orderPackage(state: LeadsState, account: LeadAccountRecord, buyer: Buyer, body: Record<string, unknown>): LeadsOutcome<OrderRecord> {
  const type = packageTypeOf(body.packageType);
  if (!type.ok) return type;
  const refusal = buyingRefused(state, account, buyer.userId);
  if (refusal) return refusal;
  const fen = priceFen(type.value);
  const line = { ticketTypeId: packageLineId(type.value), name: NAMES[type.value].cn, nameEn: NAMES[type.value].en, quantity: 1, unitFen: fen, discountFen: 0, amountFen: fen };
  const order = state.host.ticketing.newOrder(
    { exhibitionId: account.exhibitionId, userId: buyer.userId, personId: buyer.personId, kind: 'package', orderStatus: 'reserved', paymentStatus: 'awaiting', lines: [line], totalFen: fen, attendees: [], buyer: buyer.details },
    state.now(),
  );
  return done(order);
}

const RECEIPT_TYPES: Readonly<Record<string, string>> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

export function acceptReceipt(state: LeadsState, userId: string, name: string, bytes: Buffer): LeadsOutcome<ReceiptRecord> {
  if (bytes.length > MAX_BUILDER_FILE_BYTES) return refused(4521, '文件不能超过 10 MB', 'The file must be 10 MB or smaller', { reason: 'size' });
  const byName = RECEIPT_TYPES[name.split('.').pop()?.toLowerCase() ?? ''];
  const sniffed = sniffType(bytes);
  if (!byName || byName !== sniffed) return refused(4521, '仅支持 PDF、JPG、PNG 文件', 'Only PDF, JPG and PNG files are accepted', { reason: 'type' });
  const receipt: ReceiptRecord = { fileId: state.nextId('receipt'), userId, name, size: bytes.length, contentType: sniffed, at: state.now() };
  state.receipts.push(receipt);
  return done(receipt);
}

export function submitTransfer(state: LeadsState, account: LeadAccountRecord, buyer: Buyer, body: Record<string, unknown>): LeadsOutcome<TransferRecord> {
  const { userId } = buyer;
  const type = packageTypeOf(body.packageType);
  if (!type.ok) return type;
  const refusal = buyingRefused(state, account, userId);
  if (refusal) return refusal;
  const receipt = state.receipts.find((r) => r.fileId === body.receiptFileId && r.userId === userId);
  if (!receipt) return notFound({ cn: '转账凭证', en: 'Receipt' });
  const transfer: TransferRecord = {
    transferId: state.nextId('transfer'),
    accountId: account.accountId,
    userId,
    exhibitionId: account.exhibitionId,
    packageType: type.value,
    amountFen: priceFen(type.value),
    receiptFileId: receipt.fileId,
    payerName: typeof body.payerName === 'string' ? body.payerName.trim() : '',
    state: 'in_review',
    submittedAt: state.now(),
    buyer,
  };
  state.transfers.push(transfer);
  return done(transfer);
}

/**
 * The order an approved transfer is recorded as (issue 29): the package's line at the transfer's amount,
 * paid and completed, no WeChat channel — so its fapiao is requested like any paid order's.
 */
function recordTransferOrder(state: LeadsState, transfer: TransferRecord): OrderRecord {
  const fen = transfer.amountFen;
  const type = transfer.packageType;
  const line = { ticketTypeId: packageLineId(type), name: NAMES[type].cn, nameEn: NAMES[type].en, quantity: 1, unitFen: fen, discountFen: 0, amountFen: fen };
  const now = state.now();
  const order = state.host.ticketing.newOrder(
    { exhibitionId: transfer.exhibitionId, userId: transfer.userId, personId: transfer.buyer.personId, kind: 'package', orderStatus: 'completed', paymentStatus: 'received', lines: [line], totalFen: fen, attendees: [], buyer: transfer.buyer.details },
    now,
  );
  order.paidAt = now;
  return order;
}

/** The organiser's review of a transfer (the test hook): approved opens the package and records its paid order. */
export function reviewTransfer(state: LeadsState, transferId: string, outcome: unknown, reason: unknown): LeadsOutcome<TransferRecord> {
  const transfer = state.transfers.find((t) => t.transferId === transferId);
  if (!transfer) return notFound({ cn: '转账', en: 'Transfer' });
  if (transfer.state !== 'in_review') return refused(400, '该转账不在审核中', 'The transfer is not in review');
  if (outcome !== 'approved' && outcome !== 'rejected') return refused(400, 'outcome 须为 approved 或 rejected', 'outcome must be approved or rejected');
  transfer.state = outcome;
  if (outcome === 'approved') transfer.orderId = recordTransferOrder(state, transfer).orderId;
  if (outcome === 'rejected') transfer.rejectReason = typeof reason === 'string' && reason.trim() !== '' ? reason.trim() : '未收到款项 Payment not received';
  return done(transfer);
}
