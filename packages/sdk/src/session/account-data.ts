// What the device keeps of an account, and forgetting it (issue 25 §3): on a shared phone the next
// person must find nothing of the last one — no ticket code or rotation secret, no holder's name, mobile
// or e-mail, no half-typed form. One step forgets the account: the logout operation runs it, a 401 runs
// it, and a login as another account runs it for the one before. It ends the session on this device,
// removes every key kept for an account (any account's: `fairpass.account.<user>/…`) and the keys the
// embedding app registered (its drafts), and runs the steps areas registered (the lead tool keeps only
// its unsynced leads and their outbox, for that account's next login). The wallet kept for the gate (issue
// 28 §3, kept-wallet.ts) goes on logout and at another account's login, and stays across a 401: the
// server ending a session says nothing about who holds the phone.
import type { StorageArea, StoragePort, UserInfo } from '@fairpass/domain';
import { storedKeys } from '../storage/stored-keys';
import { keptKeyParts } from './account-keys';
import { isKeptWalletName } from './kept-wallet';
import type { SessionStore } from './session.store';

export { ACCOUNT_KEY_PREFIX, accountKey } from './account-keys';

/**
 * Prefixes an older build kept account data under before it moved under {@link ACCOUNT_KEY_PREFIX}
 * (the wallet's offline tickets): forgotten too, so an update does not strand them on the phone.
 */
const LEGACY_ACCOUNT_PREFIXES = ['fairpass.ticket.'] as const;

const AREAS: readonly StorageArea[] = ['local', 'session'];

/** Whose typed data (the registered keys) survived the server ending their session (a 401). */
const TYPED_FOR_KEY = 'fairpass.typedFor';

/** Why an account is forgotten: its logout, the server ending the session (401), or another account's login. */
export type ForgetReason = 'logout' | 'expired' | 'switched';

/** The account being forgotten, as it was logged in (ids only). */
export interface ForgottenAccount {
  readonly reason: ForgetReason;
  /** The user that was logged in, when one was. */
  readonly userId?: string;
  /** The visit's exhibition. */
  readonly exhibitionId?: string;
}

/** A step of forgetting an account that an area or the app adds (a database, a cache). */
export type ForgetStep = (account: ForgottenAccount) => void | Promise<void>;

/** What callers may add to the forgetting: the keys and steps their own kept data needs. */
export interface AccountDataRegistry {
  /**
   * Names keys of Web Storage (either area) that hold the logged-in account's data: a key ending in `.`
   * or `/` is a prefix (every key under it), any other a whole key. Forgotten with the account.
   */
  registerKeys(...keys: readonly string[]): void;
  /** Adds a step run when an account is forgotten; returns its removal. A failing step does not stop the others. */
  onForget(step: ForgetStep): () => void;
}

/**
 * The account's data on the device and forgetting it. It follows the session: when a login replaces
 * another account without a logout, the one before is forgotten; when an account logs in, data kept for
 * other accounts (left by a tab closed without logging out) goes.
 */
export class AccountData implements AccountDataRegistry {
  private readonly keys = new Set<string>();
  private readonly steps = new Set<ForgetStep>();
  private userId: string | undefined;

  constructor(
    private readonly session: SessionStore,
    private readonly storage: StoragePort,
  ) {
    this.userId = session.getSnapshot().user?.userId || undefined;
    session.user$.subscribe((user) => this.follow(user));
  }

  registerKeys(...keys: readonly string[]): void {
    for (const key of keys) if (key !== '') this.keys.add(key);
  }

  onForget(step: ForgetStep): () => void {
    this.steps.add(step);
    return () => this.steps.delete(step);
  }

  /**
   * Forgets the logged-in account on this device: the session ends, every account's kept keys and the
   * registered keys are removed at once (before this returns its promise), then the registered steps run.
   * When the server ended the session (`expired`, a 401) the registered keys — what the person typed —
   * stay for them: they are marked as this account's and dropped only if another account logs in next;
   * so does the wallet kept for the gate, until its validity ends, a logout or another account's login.
   */
  async forget(reason: Exclude<ForgetReason, 'switched'>): Promise<void> {
    const account = this.current(reason);
    this.session.clearAuth();
    if (reason === 'expired' && account.userId !== undefined) {
      this.keepTypedFor(account.userId);
      this.removeKept((_owner, name) => !isKeptWalletName(name));
      this.session.reloadKeptWallet();
      await this.runSteps(account);
      return;
    }
    await this.forgetData(account);
  }

  private current(reason: ForgetReason): ForgottenAccount {
    const { user, entry } = this.session.getSnapshot();
    return { reason, ...(user?.userId ? { userId: user.userId } : {}), ...(entry.exhibitionId ? { exhibitionId: entry.exhibitionId } : {}) };
  }

  private follow(user: UserInfo | null): void {
    const next = user?.userId || undefined;
    const before = this.userId;
    this.userId = next;
    if (next !== undefined) this.settleTyped(next);
    if (next === undefined || next === before) return;
    if (before !== undefined) {
      void this.forgetData({ reason: 'switched', userId: before, ...this.exhibition() }, next);
      return;
    }
    this.removeKept((owner) => owner !== next);
    this.session.reloadKeptWallet();
  }

  private exhibition(): { exhibitionId?: string } {
    const { exhibitionId } = this.session.getSnapshot().entry;
    return exhibitionId ? { exhibitionId } : {};
  }

  /** Removes the kept and registered keys (keeping those of `keep`, the account now logged in), then runs the steps. */
  private async forgetData(account: ForgottenAccount, keep?: string): Promise<void> {
    this.removeKept((owner) => owner !== keep);
    this.session.reloadKeptWallet();
    this.removeRegistered();
    this.remove('session', TYPED_FOR_KEY);
    await this.runSteps(account);
  }

  private async runSteps(account: ForgottenAccount): Promise<void> {
    await Promise.all([...this.steps].map(async (step) => step(account)).map((run) => run.catch(() => undefined)));
  }

  /** Marks the registered keys (drafts…) as `userId`'s, kept across the login the expired session needs. */
  private keepTypedFor(userId: string): void {
    try {
      this.storage.set('session', TYPED_FOR_KEY, userId);
    } catch {
      // Without storage there is nothing typed to keep either.
    }
  }

  /** At a login: what was typed under an expired session stays for its account and goes for any other. */
  private settleTyped(userId: string): void {
    const owner = this.storage.get<string>('session', TYPED_FOR_KEY);
    if (owner === undefined) return;
    this.remove('session', TYPED_FOR_KEY);
    if (owner !== userId) this.removeRegistered();
  }

  private removeKept(forget: (owner: string, name: string) => boolean): void {
    for (const area of AREAS) {
      for (const key of storedKeys(this.storage, area)) {
        const parts = keptKeyParts(key);
        const legacy = LEGACY_ACCOUNT_PREFIXES.some((prefix) => key.startsWith(prefix));
        if (legacy || (parts !== undefined && forget(parts.owner, parts.name))) this.remove(area, key);
      }
    }
  }

  private removeRegistered(): void {
    const prefixes = [...this.keys].filter((key) => key.endsWith('.') || key.endsWith('/'));
    for (const area of AREAS) {
      for (const key of this.keys) if (!prefixes.includes(key)) this.remove(area, key);
      if (prefixes.length === 0) continue;
      for (const key of storedKeys(this.storage, area)) if (prefixes.some((prefix) => key.startsWith(prefix))) this.remove(area, key);
    }
  }

  private remove(area: StorageArea, key: string): void {
    try {
      this.storage.remove(area, key);
    } catch {
      // Refused storage holds nothing to forget.
    }
  }
}
