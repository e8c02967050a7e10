// Invoice applications. A fully digital e-invoice (数电发票) is not instant: on the server clock an
// application is `issuing` 10 seconds after it was made and `issued` (with its 20-digit number) after 60,
// unless the test hook settled it first (issued or failed). Refunding an order reverses its issued
// invoice (a red-letter 红字 reversal); an application still in progress fails instead.
import { beijingTime } from '../kit/beijing-time';
import { IdSequence } from '../kit/id-sequence';
import { yuan } from '../kit/money';
import { RecordList } from '../kit/record-list';
import type { HeaderFields as DomainHeader } from './header-rules';
import { toWireHeaderFields } from './invoice-headers';
import type { EnglishInvoiceFields, InvoiceApplication, InvoiceStatus } from './invoicing-wire.types';

export const ISSUING_AFTER_MS = 10 * 1000;
export const ISSUED_AFTER_MS = 60 * 1000;
export const APPLICATION_ID_BASE = 5_907_000_000_100_000_000n;

export interface ApplicationRecord {
  applicationId: string;
  orderId: string;
  orderNo: string;
  exhibitionId: string;
  personId: string;
  language: 'zh' | 'en';
  header?: DomainHeader;
  english?: EnglishInvoiceFields;
  amountFen: number;
  currency: string;
  status: InvoiceStatus;
  failReason?: string;
  invoiceNo?: string;
  appliedAt: number;
  issuedAt?: number;
}

export type NewApplication = Omit<ApplicationRecord, 'applicationId' | 'status' | 'appliedAt'>;

/**
 * The 20 digits of a fully digital e-invoice: the year's last two digits, the tax region (31:
 * Shanghai), then 16 digits of the application (a fixture: unique per application, the same every run).
 */
const invoiceNumberOf = (applicationId: string, issuedAt: number): string =>
  `${beijingTime(issuedAt).slice(2, 4)}31${String(BigInt(applicationId) % 10n ** 16n).padStart(16, '0')}`;

export class InvoiceStore extends RecordList<ApplicationRecord> {
  private readonly ids = new IdSequence(APPLICATION_ID_BASE);

  constructor(seeded: readonly ApplicationRecord[] = []) {
    super(seeded, (application) => application.applicationId);
  }

  apply(fields: NewApplication, now: number): ApplicationRecord {
    return this.add({ ...fields, applicationId: this.ids.next(), status: 'applied', appliedAt: now });
  }

  /** The order's latest application, if any. */
  latestFor(orderId: string): ApplicationRecord | undefined {
    return this.all.filter((a) => a.orderId === orderId).at(-1);
  }

  /** A person's applications on one exhibition, newest first. */
  ofPerson(personId: string, exhibitionId: string): ApplicationRecord[] {
    return this.all.filter((a) => a.personId === personId && a.exhibitionId === exhibitionId).reverse();
  }

  /** Moves every application in progress along to where the clock says it is. */
  advanceDue(now: number): void {
    for (const application of this.all) {
      if (application.status !== 'applied' && application.status !== 'issuing') continue;
      if (now >= application.appliedAt + ISSUED_AFTER_MS) this.issue(application, application.appliedAt + ISSUED_AFTER_MS);
      else if (now >= application.appliedAt + ISSUING_AFTER_MS) application.status = 'issuing';
    }
  }

  issue(application: ApplicationRecord, at: number): void {
    application.status = 'issued';
    application.issuedAt = at;
    application.invoiceNo = invoiceNumberOf(application.applicationId, at);
  }

  fail(application: ApplicationRecord, reason: string): void {
    application.status = 'failed';
    application.failReason = reason;
  }

  /** The order was refunded: its issued invoice is reversed, one still in progress fails. */
  reverseOrder(orderId: string): void {
    for (const application of this.all) {
      if (application.orderId !== orderId) continue;
      if (application.status === 'issued') application.status = 'reversed';
      if (application.status === 'applied' || application.status === 'issuing') this.fail(application, '订单已退款 Order refunded');
    }
  }
}

/** The wire view; `pdfUrlOf` signs a fresh address for an issued or reversed invoice. */
export function toWireApplication(application: ApplicationRecord, pdfUrlOf: (applicationId: string) => string): InvoiceApplication {
  const hasPdf = application.status === 'issued' || application.status === 'reversed';
  return {
    applicationId: application.applicationId,
    orderId: application.orderId,
    orderNo: application.orderNo,
    language: application.language,
    ...(application.header ? { header: toWireHeaderFields(application.header) } : {}),
    ...(application.english ? { english: { ...application.english } } : {}),
    amount: yuan(application.amountFen),
    currency: application.currency,
    status: application.status,
    ...(application.status === 'failed' && application.failReason ? { failReason: application.failReason } : {}),
    ...(application.invoiceNo ? { invoiceNo: application.invoiceNo } : {}),
    ...(hasPdf ? { pdfUrl: pdfUrlOf(application.applicationId) } : {}),
    applyTime: beijingTime(application.appliedAt),
    ...(application.issuedAt === undefined ? {} : { issueTime: beijingTime(application.issuedAt) }),
  };
}
