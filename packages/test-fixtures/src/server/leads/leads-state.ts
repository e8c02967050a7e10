// Everything the lead tool's backend knows (issue 17), seeded from data/leads.data.ts on reset()
// relative to the server clock then. A package is the account's when the seeds gave it, when a package
// order of the account's admin was paid (ticketing state), or when a bank transfer was approved.
import { seedLeadAccounts, seedLeads, seedLeadVisitors, seedSurvey } from '../../data/leads.data';
import type { Clock } from '../clock';
import { beijingTime } from '../kit/beijing-time';
import type { TicketingState } from '../ticketing/ticketing-state';
import type { UserRecord } from '../user-record';
import { LEAD_PACKAGES } from './lead-rules';
import type { ExportRecord, LeadAccountRecord, LeadRecord, PackageHold, ReceiptRecord, TransferRecord, VisitorRecord } from './leads-records';
import type { ActivePackageWire, LeadPackageType } from './leads-wire.types';

const DAY = 24 * 3_600_000;

/** The part of the contract state the lead tool reads: its users and the paid package orders. */
export interface LeadsHost {
  users: UserRecord[];
  readonly ticketing: TicketingState;
  userById(userId: string): UserRecord | undefined;
}

export const packageLineId = (packageType: LeadPackageType): string => `lead-package-${packageType}`;

export class LeadsState {
  visitors: VisitorRecord[] = [];
  accounts: LeadAccountRecord[] = [];
  leads: LeadRecord[] = [];
  receipts: ReceiptRecord[] = [];
  transfers: TransferRecord[] = [];
  exports: ExportRecord[] = [];
  /** The show period packages are sold for (`yyyy-MM-dd`): the reset's day and the two after it. */
  period = { start: '', end: '' };
  private sequence = 0;

  constructor(
    private readonly clock: Clock,
    readonly host: LeadsHost,
  ) {}

  reset(): void {
    const now = this.clock();
    this.visitors = seedLeadVisitors();
    this.accounts = seedLeadAccounts();
    this.leads = seedLeads(now, this.visitors);
    this.receipts = [];
    this.transfers = [];
    this.exports = [];
    this.period = { start: beijingTime(now).slice(0, 10), end: beijingTime(now + 2 * DAY).slice(0, 10) };
    this.sequence = 0;
  }

  now(): number {
    return this.clock();
  }

  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${this.clock().toString(36)}-${this.sequence}`;
  }

  /** The account a user belongs to (as admin or staff), on an exhibition. */
  accountOfUser(userId: string): LeadAccountRecord | undefined {
    return this.accounts.find((a) => a.adminUserId === userId || a.staffUserIds.includes(userId));
  }

  /**
   * The caller's account: theirs, or a new one for a trade-fair exhibitor's company (its first user is
   * its admin; a colleague of the same company joins only when the admin adds them).
   */
  accountFor(user: UserRecord): LeadAccountRecord | undefined {
    const existing = this.accountOfUser(user.userId);
    if (existing || user.registerType !== 'commerceExhibition') return existing;
    const accountId = this.nextId('la');
    const account: LeadAccountRecord = { accountId, exhibitionId: user.exhibitionId, deptId: user.deptId, company: user.company, adminUserId: user.userId, staffUserIds: [], survey: seedSurvey(accountId) };
    this.accounts.push(account);
    return account;
  }

  memberIds(account: LeadAccountRecord): string[] {
    return [account.adminUserId, ...account.staffUserIds];
  }

  /** How the account holds its package now, if it does. */
  holdOf(account: LeadAccountRecord): PackageHold | undefined {
    if (account.seededPackage) return account.seededPackage;
    // An approved transfer's order is paid too: the transfer says how it was paid.
    const approved = this.transfers.find((t) => t.accountId === account.accountId && t.state === 'approved');
    if (approved) return { packageType: approved.packageType, paidBy: 'transfer', ...(approved.orderId === undefined ? {} : { orderId: approved.orderId }) };
    const paid = this.host.ticketing.orders
      .every()
      .find((o) => o.kind === 'package' && o.userId === account.adminUserId && o.exhibitionId === account.exhibitionId && o.paymentStatus === 'received');
    const line = paid?.lines[0]?.ticketTypeId;
    if (paid && line === packageLineId('single')) return { packageType: 'single', paidBy: 'wechat', orderId: paid.orderId };
    if (paid && line === packageLineId('multi')) return { packageType: 'multi', paidBy: 'wechat', orderId: paid.orderId };
    return undefined;
  }

  packageOf(account: LeadAccountRecord): ActivePackageWire | undefined {
    const hold = this.holdOf(account);
    if (!hold) return undefined;
    const limit = LEAD_PACKAGES[hold.packageType].maxConcurrentLogins;
    return {
      packageType: hold.packageType,
      periodStart: this.period.start,
      periodEnd: this.period.end,
      ...(limit === undefined ? {} : { maxConcurrentLogins: limit }),
      paidBy: hold.paidBy,
      ...(hold.orderId === undefined ? {} : { orderId: hold.orderId }),
    };
  }

  /** The latest transfer of the account (in review, or refused and not followed by another). */
  latestTransfer(account: LeadAccountRecord): TransferRecord | undefined {
    return this.transfers.filter((t) => t.accountId === account.accountId).at(-1);
  }

  leadsOf(account: LeadAccountRecord): LeadRecord[] {
    return this.leads.filter((l) => l.accountId === account.accountId);
  }

  lead(account: LeadAccountRecord, leadId: string): LeadRecord | undefined {
    return this.leads.find((l) => l.accountId === account.accountId && l.leadId === leadId);
  }

  visitorByBadge(exhibitionId: string, code: string): VisitorRecord | undefined {
    const wanted = code.trim().toUpperCase();
    return this.visitors.find((v) => v.exhibitionId === exhibitionId && v.badgeCode === wanted);
  }

  visitorByMobile(exhibitionId: string, mobile: string): VisitorRecord | undefined {
    return this.visitors.find((v) => v.exhibitionId === exhibitionId && v.mobile === mobile.trim());
  }

  user(userId: string): UserRecord | undefined {
    return this.host.userById(userId);
  }

  addUser(record: UserRecord): void {
    this.host.users.push(record);
  }
}
