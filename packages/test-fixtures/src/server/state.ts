import { seedAftersalesBuyers } from '../data/aftersales-buyers.data';
import { seedArticles } from '../data/articles.data';
import { seedConferenceUsers } from '../data/conference-users.data';
import { seedGroupUsers } from '../data/groups.data';
import { seedDelegateUsers } from '../data/delegates.data';
import { seedReachUsers } from '../data/reach.data';
import { seedLeadUsers } from '../data/leads.data';
import { seedDepts } from '../data/depts.data';
import { seedDictionaries, type DictionarySeed } from '../data/dictionaries.data';
import { seedExhibitions, type ExhibitionSeed } from '../data/exhibitions.data';
import { seedExhibitorSelfForm, seedRegistrationForms } from '../data/form-configs.data';
import { seedDemoIdentities, seedOtherExhibitionUsers } from '../data/identities.data';
import { seedQuestionnaires, type QuestionnaireSeed } from '../data/questionnaires.data';
import { SEED } from '../data/seed.constants';
import { userRecord } from '../data/user.factory';
import { seedTicketBuyers } from '../data/ticket-buyers.data';
import { seedDemoVisitors } from '../data/visitors.data';
import { systemClock, type Clock } from './clock';
import { ConferenceState } from './conference/conference-state';
import { DelegatesState } from './delegates/delegates-state';
import { GroupsState } from './groups/groups-state';
import { InformationState } from './information/information-state';
import { LeadsState } from './leads/leads-state';
import { LogisticsState } from './logistics/logistics-state';
import { ReachState } from './reach/reach-state';
import { TicketingState } from './ticketing/ticketing-state';
import type { UserRecord } from './user-record';
import type { Article, ExhibitorInfo, FormField, LanguageType } from './wire.types';
import { CodeAttempts } from './verification-attempts';

/** A write the server stored so tests can assert on it; `userId` is '' when nobody was logged in. */
export interface StoredWrite {
  at: number;
  userId: string;
  body: Record<string, unknown>;
}

export interface SentCode {
  at: number;
  channel: 'sms' | 'whatsapp' | 'email';
  target: string;
  scene: string;
}

export interface StoredUpload {
  id: string;
  at: number;
  userId: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

/**
 * Everything the contract server knows, seeded from `src/data`. `reset()` rebuilds it in place, so a
 * reference held by a test stays valid across resets.
 */
export class ContractState {
  exhibitions: ExhibitionSeed[] = [];
  users: UserRecord[] = [];
  depts: ExhibitorInfo[] = [];
  registrationForms: Record<LanguageType, FormField[]> = { cn: [], en: [] };
  exhibitorSelfForm: FormField[] = [];
  dictionaries: DictionarySeed = {};
  questionnaires: QuestionnaireSeed[] = [];
  articles: Article[] = [];
  sentCodes: SentCode[] = [];
  /** Wrong verification codes per phone or e-mail (reset with the state). */
  readonly codeAttempts = new CodeAttempts();
  answers: StoredWrite[] = [];
  registerLinks: StoredWrite[] = [];
  fissionParents: StoredWrite[] = [];
  registerLogs: StoredWrite[] = [];
  upgrades: StoredWrite[] = [];
  logs: StoredWrite[] = [];
  uploads: StoredUpload[] = [];
  cacheKeys: Map<string, { userId: string; exhibitionId: string }> = new Map();
  /** The openid the WeChat redirect hands out next (tests switch it to log in a bound user). */
  wechatOpenid: string = SEED.openids.unbound;
  /** Ticket types, orders, payments and tickets (issue 13); reset with the rest. */
  readonly ticketing: TicketingState;
  /** The conference programme, sign-ups and sign-in (issue 15); reset with the rest. */
  readonly conference: ConferenceState;
  /** The information pages, news, partners, materials, builder filings and entry records (issue 15). */
  readonly information: InformationState;
  /** Who registered whom: teams, help and business cards (issue 16); the people are in `users`. */
  readonly delegates: DelegatesState;
  /** Rooms booked for visitors' parties and their car passes (issue 16). */
  readonly logistics: LogisticsState;
  /** The visiting groups, their members and the group accounts' sub-accounts (issue 16). */
  readonly groups: GroupsState;
  /** Invitations, traceability channels and the registrations each code came with (issue 16). */
  readonly reach: ReachState;
  /** The trade-fair lead tool: visitors to look up, lead accounts, leads, transfers (issue 17). */
  readonly leads: LeadsState;

  /** `clock` is the server's (ticketing seeds its sale windows and orders relative to it). */
  constructor(clock: Clock = systemClock) {
    this.ticketing = new TicketingState(
      clock,
      (userId) => this.markHasTicket(userId),
      (userId) => this.followLastTicket(userId),
    );
    this.conference = new ConferenceState(clock, (userId) => this.followConferenceRegistration(userId));
    this.information = new InformationState(clock);
    this.delegates = new DelegatesState(clock);
    this.logistics = new LogisticsState(clock);
    this.groups = new GroupsState(clock, this);
    this.reach = new ReachState(clock);
    this.leads = new LeadsState(clock, this);
    this.reset();
  }

  reset(): void {
    this.exhibitions = seedExhibitions();
    this.users = [...seedDemoVisitors(), ...seedDemoIdentities(), ...seedOtherExhibitionUsers(), ...seedTicketBuyers(), ...seedAftersalesBuyers(), ...seedConferenceUsers(), ...seedDelegateUsers(), ...seedGroupUsers(), ...seedReachUsers(), ...seedLeadUsers()];
    this.depts = seedDepts();
    this.registrationForms = seedRegistrationForms();
    this.exhibitorSelfForm = seedExhibitorSelfForm();
    this.dictionaries = seedDictionaries();
    this.questionnaires = seedQuestionnaires();
    this.articles = seedArticles();
    this.sentCodes = [];
    this.codeAttempts.clear();
    this.answers = [];
    this.registerLinks = [];
    this.fissionParents = [];
    this.registerLogs = [];
    this.upgrades = [];
    this.logs = [];
    this.uploads = [];
    this.cacheKeys = new Map();
    this.wechatOpenid = SEED.openids.unbound;
    this.ticketing.reset();
    for (const user of this.users) if (this.ticketing.hasValidTicket(user.userId)) this.markHasTicket(user.userId);
    this.conference.reset();
    this.information.reset();
    this.delegates.reset();
    this.logistics.reset();
    this.reach.reset();
    for (const user of this.users) if (this.conference.hasRegistration(user.userId)) user.isHaveConferenceRegistration = 1;
    this.groups.reset();
    this.leads.reset();
  }

  /**
   * `isHaveConferenceRegistration` follows the sign-ups as `isHaveTicket` follows the tickets: a
   * session (in review or successful) or an activity signed up for sets it; cancelling the last clears it.
   */
  private followConferenceRegistration(userId: string): void {
    const user = this.userById(userId);
    if (user) user.isHaveConferenceRegistration = this.conference.hasRegistration(userId) ? 1 : 0;
  }

  /**
   * `isHaveTicket` follows the ticketing state: a ticket issued sets it; a ticket revoked (given away,
   * refunded) clears it when it was the user's last one. A 1 seeded without tickets here (a ticket that
   * came with the registration) stays until then.
   */
  private markHasTicket(userId: string): void {
    const user = this.userById(userId);
    if (user) user.isHaveTicket = 1;
  }

  private followLastTicket(userId: string): void {
    const user = this.userById(userId);
    if (user && !this.ticketing.hasValidTicket(userId)) user.isHaveTicket = 0;
  }

  exhibition(exhibitionId: string | undefined): ExhibitionSeed | undefined {
    return this.exhibitions.find((e) => e.exhibitionId === exhibitionId);
  }

  /** Whether the exhibition's tickets carry a rotating entry code (its `ticketQrRotating` switch). */
  rotatesTicketCodes(exhibitionId: string): boolean {
    return this.exhibition(exhibitionId)?.functionConfig.ticketQrRotating === 1;
  }

  userById(userId: string): UserRecord | undefined {
    return this.users.find((u) => u.userId === userId);
  }

  /** The registration of one person on one exhibition. */
  registrationOf(personId: string, exhibitionId: string): UserRecord | undefined {
    return this.users.find((u) => u.personId === personId && u.exhibitionId === exhibitionId);
  }

  findUser(exhibitionId: string, matches: (user: UserRecord) => boolean): UserRecord | undefined {
    return this.users.find((u) => u.exhibitionId === exhibitionId && matches(u));
  }

  /** A person signing up: the record exists, the registration (register type) comes with addAndGetAll. */
  addUser(fields: Partial<UserRecord> & { exhibitionId: string }): UserRecord {
    const record = userRecord({ registerType: '', purpose: 'signed up during this run', ...fields });
    this.users.push(record);
    return record;
  }

  /** A JSON-friendly copy for `GET /__contract/state` (upload bytes left out). */
  snapshot(): Record<string, unknown> {
    return {
      users: this.users,
      sentCodes: this.sentCodes,
      answers: this.answers,
      registerLinks: this.registerLinks,
      fissionParents: this.fissionParents,
      registerLogs: this.registerLogs,
      upgrades: this.upgrades,
      logs: this.logs,
      uploads: this.uploads.map(({ bytes, ...upload }) => ({ ...upload, size: bytes.length })),
      cacheKeys: Object.fromEntries(this.cacheKeys),
      wechatOpenid: this.wechatOpenid,
      exhibitions: this.exhibitions.map((e) => e.exhibitionId),
      ticketing: {
        orders: this.ticketing.orders.every().length,
        tickets: this.ticketing.tickets.every().length,
        gifts: this.ticketing.gifts.every().length,
        invoiceApplications: this.ticketing.invoices.every().length,
      },
      conference: { signUps: this.conference.signUps.length, activitySignUps: this.conference.activitySignUps.length },
      information: { enquiries: this.information.enquiries.length, builderFiles: this.information.files.length, filings: this.information.filings.length },
      delegates: { links: this.delegates.links.length, teams: this.delegates.teams.length },
      logistics: { rooms: this.logistics.rooms.length, passes: this.logistics.passes.length },
      groups: { groups: this.groups.groups.length, members: this.groups.members.length, subAccounts: this.groups.subAccounts.length },
    };
  }
}
