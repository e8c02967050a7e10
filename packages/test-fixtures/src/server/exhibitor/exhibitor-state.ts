// The exhibitor companies of `demo` and where each login stands (issue 30), seeded from
// data/exhibitor.data.ts on reset() relative to the server clock.
import {
  seedExhibitorAccounts,
  seedExhibitorCompanies,
  seedExhibitorDocuments,
  seedExhibitorMaterials,
  seedExhibits,
  type ExhibitSeed,
  type ExhibitorCompanySeed,
  type ExhibitorDocumentSeed,
  type ExhibitorMaterialSeed,
} from '../../data/exhibitor.data';
import type { Clock } from '../clock';
import { beijingTime } from '../kit/beijing-time';
import type { PublicBoothCardWire } from './exhibitor-wire.types';

/** What an area adds to the public booth card, in the reader's language (`cn` or `en` for texts it picks). */
export type BoothCardPart = (deptId: string, language: 'cn' | 'en') => Partial<PublicBoothCardWire>;

export interface ExhibitorAccount {
  phone: string;
  state: 'submitted' | 'approved' | 'rejected';
  submittedAt: string;
  /** '' until the login is bound to a company by its certification code. */
  deptId: string;
  formComplete: boolean;
  admin: boolean;
  registerType: string;
  rejectReason?: { cn: string; en: string };
  /** What the application said (company, credit code, contact, booths wanted). */
  application?: Record<string, unknown>;
}

/** One material of a company, its deadline fixed at reset. */
export interface ExhibitorMaterial extends Omit<ExhibitorMaterialSeed, 'dueInDays'> {
  /** `yyyy-MM-dd HH:mm:ss`, Beijing time. */
  deadline: string;
  rejectReason?: string;
}

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;
/** The last second (Beijing) of the day `days` after the Beijing day of `now`. */
const endOfBeijingDay = (now: number, days: number): number =>
  (Math.floor((now + BEIJING_OFFSET_MS) / DAY_MS) + days + 1) * DAY_MS - BEIJING_OFFSET_MS - 1000;

export class ExhibitorState {
  companies: ExhibitorCompanySeed[] = [];
  accounts: ExhibitorAccount[] = [];
  /** Each company's materials, by deptId. */
  materials = new Map<string, ExhibitorMaterial[]>();
  /** Each company's exhibits, by deptId. */
  exhibits = new Map<string, ExhibitSeed[]>();
  /** Each company's invoices and contracts, by deptId, their times fixed at reset. */
  documents = new Map<string, (ExhibitorDocumentSeed & { issueTime: string })[]>();

  /** What other areas add to the companies' documents before they are read (a paid service order's invoice), by area; kept over resets. */
  private readonly documentFeeds = new Map<string, () => void>();

  /** How the area that keeps the staff links finds a staff member's company by phone ('' for none); kept over resets. */
  private staffDeptOf: (phone: string) => string = () => '';
  private readonly boothCardParts = new Map<string, BoothCardPart>();

  constructor(private readonly clock: Clock) {
    this.reset();
  }

  /** An area's way of adding documents (called before every read of them). */
  feedDocuments(area: string, feed: () => void): void {
    this.documentFeeds.set(area, feed);
  }

  /**
   * The area that keeps the staff links (exhibitorPeople) says which company a login with no application
   * of its own belongs to: the one whose staff link, checked by the server, brought the person in.
   */
  findStaffCompanyWith(deptOf: (phone: string) => string): void {
    this.staffDeptOf = deptOf;
  }

  /** An area's part of the public booth card (the catalogue's approved products and contact), asked on every read. */
  addToBoothCard(area: string, part: BoothCardPart): void {
    this.boothCardParts.set(area, part);
  }

  /** What the other areas add to a company's public booth card. */
  boothCardPartsOf(deptId: string, language: 'cn' | 'en'): Partial<PublicBoothCardWire> {
    return Object.assign({}, ...[...this.boothCardParts.values()].map((part) => part(deptId, language))) as Partial<PublicBoothCardWire>;
  }

  /** The company a staff member belongs to, if any. */
  staffCompanyOf(phone: string): ExhibitorCompanySeed | undefined {
    return this.companyOf(this.staffDeptOf(phone));
  }

  /** Lets every other area add what it has for the companies' documents. */
  syncDocuments(): void {
    for (const feed of this.documentFeeds.values()) feed();
  }

  /** A company's invoices and contracts, with what the other areas have added. */
  documentsOf(deptId: string): (ExhibitorDocumentSeed & { issueTime: string })[] {
    this.syncDocuments();
    return this.documents.get(deptId) ?? [];
  }

  reset(): void {
    const now = this.clock();
    this.companies = seedExhibitorCompanies();
    this.materials = new Map(
      Object.entries(seedExhibitorMaterials()).map(([deptId, seeds]) => [
        deptId,
        seeds.map(({ dueInDays, ...seed }) => ({ ...seed, deadline: beijingTime(endOfBeijingDay(now, dueInDays)) })),
      ]),
    );
    this.exhibits = new Map(Object.entries(seedExhibits()));
    this.documents = new Map(
      Object.entries(seedExhibitorDocuments()).map(([deptId, seeds]) => [deptId, seeds.map((seed) => ({ ...seed, issueTime: beijingTime(now - seed.issuedDaysAgo * DAY_MS) }))]),
    );
    this.accounts = seedExhibitorAccounts().map((seed) => ({
      phone: seed.phone,
      state: seed.state,
      submittedAt: beijingTime(now - seed.submittedHoursAgo * 3_600_000),
      deptId: seed.deptId,
      formComplete: seed.formComplete,
      admin: seed.admin,
      registerType: seed.registerType,
      ...(seed.rejectReason ? { rejectReason: seed.rejectReason } : {}),
      ...(seed.application ? { application: { ...seed.application } } : {}),
    }));
  }

  now(): string {
    return beijingTime(this.clock());
  }

  /** The server clock, epoch ms. */
  epochNow(): number {
    return this.clock();
  }

  accountOf(phone: string): ExhibitorAccount | undefined {
    return this.accounts.find((a) => a.phone === phone);
  }

  companyOf(deptId: string): ExhibitorCompanySeed | undefined {
    return deptId === '' ? undefined : this.companies.find((c) => c.deptId === deptId);
  }

  companyByCode(code: string): ExhibitorCompanySeed | undefined {
    return this.companies.find((c) => c.certificationCode === code);
  }
}

/** A document by its id, whichever company holds it. */
export const documentById = (state: ExhibitorState, id: string): (ExhibitorDocumentSeed & { issueTime: string }) | undefined =>
  [...state.documents.values()].flat().find((d) => d.id === id);

/** The organiser issues an invoice being issued (by its id or its order's): issued now, with its PDF. */
export function issueInvoice(state: ExhibitorState, by: { invoiceId?: unknown; orderId?: unknown }): (ExhibitorDocumentSeed & { issueTime: string }) | undefined {
  state.syncDocuments();
  const invoice = [...state.documents.values()]
    .flat()
    .find((d) => d.kind === 'invoice' && d.state === 'issuing' && ((by.invoiceId !== undefined && d.id === by.invoiceId) || (by.orderId !== undefined && d.orderId === by.orderId)));
  if (!invoice) return undefined;
  Object.assign(invoice, { state: 'issued', pdf: true, issueTime: state.now() });
  return invoice;
}
