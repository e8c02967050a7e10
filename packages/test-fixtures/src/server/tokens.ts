import { randomBytes } from 'node:crypto';
import type { Clock } from './clock';

/** Who a token speaks for: the registration record that logged in, and its person. */
export interface TokenSubject {
  userId: string;
  personId: string;
  exhibitionId: string;
  tenantId: string;
}

interface Issued {
  subject: TokenSubject;
  expiresAt: number;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** `displaced`: a session ended because another login took its place (the lead tool's single login, 4901). */
export type TokenCheck = { ok: true; subject: TokenSubject } | { ok: false; reason: 'missing' | 'unknown' | 'expired' | 'displaced' };

/** Told of every login (not of refreshes): the subject and its new access token. */
export type IssueListener = (subject: TokenSubject, accessToken: string) => void;

/** Opaque access and refresh tokens with expiry, as the BladeX auth service issues them. */
export class TokenStore {
  private readonly access = new Map<string, Issued>();
  private readonly refresh = new Map<string, Issued>();
  /** The refresh token issued with each access token, so a logout ends both. */
  private readonly refreshOf = new Map<string, string>();
  /** Access tokens whose session another login ended: they answer 4901 instead of a plain 401. */
  private readonly displaced = new Set<string>();
  private readonly issueListeners: IssueListener[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly accessTtlSeconds: number,
    private readonly refreshTtlSeconds: number,
  ) {}

  /** Listens to logins (kept across `clear()`). */
  onIssue(listener: IssueListener): void {
    this.issueListeners.push(listener);
  }

  /** A login: tokens issued, then the listeners told (a refresh issues without telling them). */
  issueForLogin(subject: TokenSubject): TokenPair {
    const pair = this.issue(subject);
    for (const listener of this.issueListeners) listener(subject, pair.accessToken);
    return pair;
  }

  /** Ends every session of these users but `keep`: their access and refresh tokens stop working, and say why. */
  displaceOthers(userIds: ReadonlySet<string>, keep: string): void {
    for (const [token, issued] of this.access) {
      if (token === keep || !userIds.has(issued.subject.userId)) continue;
      this.revoke(token);
      this.displaced.add(token);
    }
  }

  issue(subject: TokenSubject): TokenPair {
    const now = this.clock();
    const accessToken = randomBytes(24).toString('base64url');
    const refreshToken = randomBytes(24).toString('base64url');
    this.access.set(accessToken, { subject, expiresAt: now + this.accessTtlSeconds * 1000 });
    this.refresh.set(refreshToken, { subject, expiresAt: now + this.refreshTtlSeconds * 1000 });
    this.refreshOf.set(accessToken, refreshToken);
    return { accessToken, refreshToken, expiresIn: this.accessTtlSeconds };
  }

  /** Reads a `Blade-Auth: bearer <token>` header value. */
  verifyHeader(header: string | undefined): TokenCheck {
    const match = /^bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
    if (!match?.[1]) return { ok: false, reason: 'missing' };
    if (this.displaced.has(match[1])) return { ok: false, reason: 'displaced' };
    return this.check(this.access, match[1]);
  }

  /** A refresh token is single use: redeeming it revokes it. */
  redeemRefresh(token: string): TokenCheck {
    const result = this.check(this.refresh, token);
    this.refresh.delete(token);
    return result;
  }

  /** Logout: the access token and the refresh token issued with it stop working. */
  revoke(accessToken: string): void {
    this.access.delete(accessToken);
    const refreshToken = this.refreshOf.get(accessToken);
    if (refreshToken !== undefined) this.refresh.delete(refreshToken);
    this.refreshOf.delete(accessToken);
  }

  /** Every access token runs out now (refresh tokens stay): a session that must refresh to go on. */
  expireAccessTokens(): void {
    const now = this.clock();
    for (const issued of this.access.values()) issued.expiresAt = now;
  }

  clear(): void {
    this.displaced.clear();
    this.access.clear();
    this.refresh.clear();
    this.refreshOf.clear();
  }

  private check(map: Map<string, Issued>, token: string): TokenCheck {
    const issued = map.get(token);
    if (!issued) return { ok: false, reason: 'unknown' };
    if (issued.expiresAt <= this.clock()) return { ok: false, reason: 'expired' };
    return { ok: true, subject: issued.subject };
  }
}
