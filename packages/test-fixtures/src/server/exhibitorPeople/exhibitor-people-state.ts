// The exhibitor's people of `demo` (issue 31): each company's pass types, the pass holders, last
// edition's holders and the staff links, seeded from data/exhibitor-people.data.ts on reset() relative
// to the server clock.
import {
  EXHIBITOR_PEOPLE_SEED,
  PEOPLE_COMPANIES,
  seedHistory,
  seedPassTypes,
  seedRelations,
  type HistorySeed,
  type PassTypeSeed,
  type PeopleIdType,
  type RelationStateSeed,
} from '../../data/exhibitor-people.data';
import { SEED } from '../../data/seed.constants';
import type { Clock } from '../clock';
import { beijingTime } from '../kit/beijing-time';
import type { StateHost } from '../kit/state-slice';
import type { ExhibitorState } from '../exhibitor/exhibitor-state';
import type { TicketingState } from '../ticketing/ticketing-state';
import { countsAgainstQuota, leftOf, type PassWindow } from './exhibitor-people-rules';

const DAY = 86_400_000;

export interface PassTypeRecord extends PassTypeSeed {
  opensAt: string;
  closesAt: string;
}

export interface RelationRecord {
  id: string;
  deptId: string;
  credentialType: string;
  name: string;
  phone: string;
  idType: PeopleIdType;
  idNumber: string;
  state: RelationStateSeed;
  rejectReason?: string;
  /** The pass's gate code; a loss report revokes it and issues another. */
  code: string;
  /** The holder's photo (an upload of the admin's), for face-checked entry. */
  photoFileId?: string;
  /** When the company last invited the holder to visit as a visitor (Beijing time). */
  visitorInvitedAt?: string;
}

/** A holder's photo as uploaded (jpg or png, ≤ 200 KB), kept until a submission names it. */
export interface HolderPhoto {
  fileId: string;
  userId: string;
  name: string;
  size: number;
}

export interface StaffLink {
  registerLinkId: string;
  deptId: string;
  credentialType: string;
  code: string;
  active: boolean;
}

export interface CompanyFacts {
  deptId: string;
  fullName: string;
  fullEnName: string;
  boothNos: string[];
}

/** Extra passes a company ordered beyond its quota: an order of the ticketing store (kind `credential`). */
export interface ExtraPassOrder {
  orderId: string;
  deptId: string;
  credentialType: string;
  quantity: number;
}

export class ExhibitorPeopleState {
  extraOrders: ExtraPassOrder[] = [];
  photos: HolderPhoto[] = [];
  passTypes: PassTypeRecord[] = [];
  relations: RelationRecord[] = [];
  history: HistorySeed[] = [];
  links: StaffLink[] = [];
  private sequence = 0;

  constructor(
    private readonly host: StateHost,
    private readonly clock: Clock,
  ) {
    this.reset();
  }

  reset(): void {
    const now = this.clock();
    this.sequence = 0;
    this.passTypes = seedPassTypes().map((seed) => ({ ...seed, opensAt: beijingTime(now + seed.opensInDays * DAY), closesAt: beijingTime(now + seed.closesInDays * DAY) }));
    this.relations = seedRelations().map((seed) => ({ ...seed, id: this.nextId('rel'), code: this.nextId('PASS') }));
    this.history = seedHistory();
    this.extraOrders = [];
    this.photos = [];
    this.links = [
      { registerLinkId: EXHIBITOR_PEOPLE_SEED.staffLinkId, deptId: SEED.exhibitorDeptId, credentialType: 'exhibitor', code: EXHIBITOR_PEOPLE_SEED.staffCode, active: true },
    ];
  }

  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${String(this.sequence).padStart(4, '0')}`;
  }

  now(): string {
    return beijingTime(this.clock());
  }

  /** The server clock in epoch ms (signed file addresses). */
  epochNow(): number {
    return this.clock();
  }

  /** The company a login manages: the new admins' own, else the exhibitor area's binding. */
  deptOf(phone: string): string {
    const own = PEOPLE_COMPANIES.find((c) => c.adminPhone === phone);
    if (own) return own.deptId;
    const account = this.host.slice<ExhibitorState>('exhibitor').accountOf(phone);
    return account?.state === 'approved' && account.admin ? account.deptId : '';
  }

  company(deptId: string): CompanyFacts | undefined {
    const own = PEOPLE_COMPANIES.find((c) => c.deptId === deptId);
    if (own) return own;
    const company = this.host.slice<ExhibitorState>('exhibitor').companyOf(deptId);
    return company ? { deptId, fullName: company.fullName, fullEnName: company.fullEnName, boothNos: company.booths.map((b) => b.boothNo) } : undefined;
  }

  typesOf(deptId: string): PassTypeRecord[] {
    return this.passTypes.filter((p) => p.deptId === deptId);
  }

  typeOf(deptId: string, type: string): PassTypeRecord | undefined {
    return this.passTypes.find((p) => p.deptId === deptId && p.type === type);
  }

  usedOf(pass: PassTypeRecord): number {
    return this.relations.filter((r) => r.deptId === pass.deptId && r.credentialType === pass.type && countsAgainstQuota(r.state)).length;
  }

  ticketing(): TicketingState {
    return this.host.slice<TicketingState>('ticketing');
  }

  /** The pass's quota with the extra passes of its paid orders. */
  quotaOf(pass: PassTypeRecord): number {
    const paid = this.extraOrders.filter((o) => o.deptId === pass.deptId && o.credentialType === pass.type && this.ticketing().orders.find(o.orderId)?.orderStatus === 'completed');
    return pass.quota + paid.reduce((sum, o) => sum + o.quantity, 0);
  }

  windowOf(pass: PassTypeRecord): PassWindow {
    return { quota: this.quotaOf(pass), used: this.usedOf(pass), opensAt: pass.opensAt, closesAt: pass.closesAt, state: pass.closed ? 'closed' : 'open' };
  }

  leftOf(pass: PassTypeRecord): number {
    return leftOf(this.windowOf(pass));
  }

  /** ID numbers the passes of the exhibition hold now (a refused or lost one no more). */
  heldIds(): Set<string> {
    return new Set(this.relations.filter((r) => countsAgainstQuota(r.state)).map((r) => r.idNumber.toUpperCase()));
  }
}
