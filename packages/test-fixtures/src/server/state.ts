import { seedArticles } from '../data/articles.data';
import { seedDepts } from '../data/depts.data';
import { seedDictionaries, type DictionarySeed } from '../data/dictionaries.data';
import { seedExhibitions, type ExhibitionSeed } from '../data/exhibitions.data';
import { seedExhibitorSelfForm, seedRegistrationForms } from '../data/form-configs.data';
import { seedDemoIdentities, seedOtherExhibitionUsers } from '../data/identities.data';
import { seedQuestionnaires, type QuestionnaireSeed } from '../data/questionnaires.data';
import { userRecord } from '../data/user.factory';
import { seedDemoVisitors } from '../data/visitors.data';
import { systemClock, type Clock } from './clock';
import type { AreaState, SliceState, StateHost, StateSlice } from './kit/state-slice';
import { STATE_SLICES } from './state-slices.generated';
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

/** Each area's state as a property named after its folder (`state.ticketing`, `state.leads` …). */
type AreaStates = { readonly [Area in keyof typeof STATE_SLICES]: SliceState<(typeof STATE_SLICES)[Area]> };

/** A base class that declares the areas' properties (the constructor sets them), typed from the generated list. */
const WithAreaStates = class {} as new () => AreaStates;

/**
 * Everything the contract server knows, seeded from `src/data`: the core (exhibitions, users, forms,
 * what the registration wrote) here, and one property per business area, built from the area's
 * `<area>.slice.ts` (state-slices.generated.ts). `reset()` rebuilds it in place, so a reference held by
 * a test stays valid across resets.
 */
export class ContractState extends WithAreaStates implements StateHost {
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
  /**
   * The openid the WeChat redirect hands out to every browser, when a test chose one (to log in a bound
   * user); unset, each browser is a WeChat user of its own (routes/wechat.routes.ts).
   */
  wechatOpenid: string | undefined = undefined;
  /** When the redirect last handed out each openid (server clock): only a recent one may be bound (wx/openid/bind). */
  openidsHandedOut: Map<string, number> = new Map();
  /** The areas' slices by folder name, in folder-name order, each with the state it built. */
  private readonly areas = new Map<string, { slice: StateSlice<AreaState>; state: AreaState }>();

  /** `clock` is the server's (the areas seed their records relative to it). */
  constructor(clock: Clock = systemClock) {
    super();
    for (const [area, slice] of Object.entries(STATE_SLICES) as [string, StateSlice<AreaState>][]) {
      if (area in this) throw new Error(`server/${area}/: the area's name is taken by ContractState's own ${area}; rename the folder`);
      const state = slice.create(this, clock);
      this.areas.set(area, { slice, state });
      Object.defineProperty(this, area, { value: state, enumerable: true });
    }
    this.reset();
  }

  reset(): void {
    this.exhibitions = seedExhibitions();
    const areaUsers = [...this.areas.values()].flatMap(({ slice }) => slice.seedUsers?.() ?? []);
    this.users = [...seedDemoVisitors(), ...seedDemoIdentities(), ...seedOtherExhibitionUsers(), ...areaUsers];
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
    this.wechatOpenid = undefined;
    this.openidsHandedOut = new Map();
    // Every user is seeded before any area resets (groups name them); the flags areas keep on the users
    // (isHaveTicket, isHaveConferenceRegistration) are set once every area has reset.
    for (const { state } of this.areas.values()) state.reset();
    for (const { slice, state } of this.areas.values()) slice.afterReset?.(state, this);
  }

  /** Another area's state by its folder name (StateHost; a test reads `state.<area>` instead). */
  slice<S>(area: string): S {
    const found = this.areas.get(area);
    if (!found) throw new Error(`No area ${area} in the contract state (a folder server/${area}/ with ${area}.slice.ts)`);
    return found.state as S;
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
      ...Object.fromEntries([...this.areas].flatMap(([area, { slice, state }]) => (slice.snapshot ? [[area, slice.snapshot(state)]] : []))),
    };
  }
}
