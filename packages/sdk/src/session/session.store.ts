import {
  STORAGE_AREA_OF,
  STORAGE_KEYS,
  type LanguageType,
  type StorageArea,
  type StorageKey,
  type StoragePort,
  type UserInfo,
} from '@fairpass/domain';
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { readKeptWallet, writeKeptWallet } from './kept-wallet';
import type { EntryParams, KeptWallet, SessionConfig, SessionSnapshot } from './session-snapshot';
import { storedLanguage } from './stored-language';

/**
 * The whole session config (function config, theme, titles) lives beside the spec's `sysConfig` key,
 * which keeps only the theme colours other pages of the origin read.
 */
const SESSION_CONFIG_KEY = 'fairpassConfig';
/** The refresh token is kept beside the access token, in the same (session) area, and never exposed. */
const REFRESH_TOKEN_KEY = 'fairpassRefreshToken';
type SdkKey = typeof SESSION_CONFIG_KEY | typeof REFRESH_TOKEN_KEY;
type SessionKey = StorageKey | SdkKey;
const areaOf = (key: SessionKey): StorageArea =>
  key === SESSION_CONFIG_KEY || key === REFRESH_TOKEN_KEY ? 'session' : STORAGE_AREA_OF[key];

/** The read side of the session: what the app and other callers may observe. */
export interface SessionState {
  readonly token$: Observable<string | null>;
  readonly user$: Observable<UserInfo | null>;
  readonly config$: Observable<SessionConfig | null>;
  readonly language$: Observable<LanguageType>;
  /** For React's `useSyncExternalStore`: called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current state; the same object until something changes. */
  getSnapshot(): SessionSnapshot;
  /** Reads the wallet kept for the gate again from storage, after another tab of the phone changed it (a logout there). */
  reloadKeptWallet(): void;
}

/**
 * Session state on rxjs. One BehaviorSubject holds the snapshot; the streams are derived, read-only
 * views of it. Every write is mirrored to storage under the spec §3 keys, and the constructor restores
 * what a previous page load left there.
 */
export class SessionStore implements SessionState {
  private readonly state$: BehaviorSubject<SessionSnapshot>;
  private closed = false;
  /** How many logins ended on this store (clearAuth): a user record read under an earlier one is not kept. */
  private loginsEnded = 0;
  readonly token$: Observable<string | null>;
  readonly user$: Observable<UserInfo | null>;
  readonly config$: Observable<SessionConfig | null>;
  readonly language$: Observable<LanguageType>;

  /** `now`: the phone's clock (epoch ms), which says when a kept wallet's time is over. */
  constructor(
    private readonly storage: StoragePort,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.state$ = new BehaviorSubject<SessionSnapshot>({
      token: this.read<string>(STORAGE_KEYS.accessToken) ?? null,
      user: this.read<UserInfo>(STORAGE_KEYS.userInfo) ?? null,
      config: this.read<SessionConfig>(SESSION_CONFIG_KEY) ?? null,
      language: storedLanguage(storage),
      entry: this.read<EntryParams>(STORAGE_KEYS.entryContext) ?? {},
      keptWallet: this.readKeptWallet(),
    });
    const view = <T>(pick: (s: SessionSnapshot) => T): Observable<T> =>
      this.state$.pipe(map(pick), distinctUntilChanged());
    this.token$ = view((s) => s.token);
    this.user$ = view((s) => s.user);
    this.config$ = view((s) => s.config);
    this.language$ = view((s) => s.language);
  }

  subscribe(listener: () => void): () => void {
    const subscription = this.state$.subscribe(() => listener());
    return () => subscription.unsubscribe();
  }

  getSnapshot(): SessionSnapshot {
    return this.state$.getValue();
  }

  /** Stores a fresh login; the refresh token stays inside the SDK. */
  setToken(token: string, refreshToken?: string): void {
    this.write(STORAGE_KEYS.accessToken, token);
    this.write(REFRESH_TOKEN_KEY, refreshToken || null);
    this.patch({ token });
  }

  /** The refresh token kept beside the access token, or null. */
  refreshToken(): string | null {
    return this.read<string>(REFRESH_TOKEN_KEY) ?? null;
  }

  /** Keeps the user record (null forgets it). */
  setUser(user: UserInfo | null): void {
    this.write(STORAGE_KEYS.userInfo, user);
    this.patch({ user });
  }

  /**
   * A mark of the login in place, taken before a read of its user record: it moves when that login ends
   * (a logout, a 401), not when its access token is refreshed.
   */
  loginMark(): number {
    return this.loginsEnded;
  }

  /**
   * Keeps a user record read under the login `mark` names, unless that login has ended since: a reply
   * that comes after the logout must not put the account back on a shared phone.
   */
  setUserReadUnder(mark: number, user: UserInfo): void {
    if (mark === this.loginsEnded) this.setUser(user);
  }

  /** Stores the config, and the spec §3 pieces other pages of the origin read (sysConfig, title). */
  setConfig(config: SessionConfig): void {
    this.write(SESSION_CONFIG_KEY, config);
    this.write(STORAGE_KEYS.sysConfig, config.sysConfig);
    this.write(STORAGE_KEYS.title, config.title);
    this.patch({ config });
  }

  /** Keeps the visit's language. */
  setLanguage(language: LanguageType): void {
    this.write(STORAGE_KEYS.languageType, language);
    this.patch({ language });
  }

  /** Keeps the link parameters of this visit (and the keys spec §3 names on their own). */
  setEntry(entry: EntryParams): void {
    this.write(STORAGE_KEYS.entryContext, entry);
    this.write(STORAGE_KEYS.exhibitionId, entry.exhibitionId ?? null);
    this.write(STORAGE_KEYS.registrationSource, entry.registrationSource ?? null);
    this.patch({ entry });
  }

  /** Keeps the holder record of the wallet kept for the gate (issue 28 §3; the ticketing area keeps its tickets). */
  keepWallet(wallet: KeptWallet): void {
    writeKeptWallet(this.storage, wallet);
    this.patch({ keptWallet: this.readKeptWallet() });
  }

  /**
   * Reads the kept wallet again from storage: after the account's data was forgotten, or when another
   * tab of the phone changed it (a logout there); one whose time is over is forgotten on the way.
   */
  reloadKeptWallet(): void {
    const next = this.readKeptWallet();
    const before = this.state$.getValue().keptWallet;
    if (before?.userId === next?.userId && before?.keptAt === next?.keptAt && before?.until === next?.until) return;
    this.patch({ keptWallet: next });
  }

  /** Forgets who is logged in (logout, 401); config, language and link stay. */
  clearAuth(): void {
    this.loginsEnded += 1;
    this.write(STORAGE_KEYS.accessToken, null);
    this.write(REFRESH_TOKEN_KEY, null);
    this.write(STORAGE_KEYS.userInfo, null);
    this.patch({ token: null, user: null });
  }

  /** Ends every stream (the client's `dispose()`); subscribers get `complete`. */
  close(): void {
    this.closed = true;
    this.state$.complete();
  }

  private patch(change: Partial<SessionSnapshot>): void {
    if (this.closed) return;
    this.state$.next({ ...this.state$.getValue(), ...change });
  }

  private readKeptWallet(): KeptWallet | null {
    try {
      return readKeptWallet(this.storage, this.now());
    } catch {
      return null;
    }
  }

  private read<T>(key: SessionKey): T | undefined {
    return this.storage.get<T>(areaOf(key), key);
  }

  private write(key: SessionKey, value: unknown): void {
    if (value === null || value === undefined) this.storage.remove(areaOf(key), key);
    else this.storage.set(areaOf(key), key, value);
  }
}
