import { ok, type AuthGateway, type DomainError, type Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { type ErrorOf, WRITE_FAILURES, withinCodes } from '../operations/operation-errors';
import type { AccountData } from '../session/account-data';
import type { SessionStore } from '../session/session.store';
import { type OpenidBinding } from '../wechat/openid-binding';

/** What logout can fail with. */
export const LOGOUT_ERRORS = [...WRITE_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * Ends the session and forgets the account on this device (session/account-data.ts: what was kept for
 * it — the wallet kept for the gate, drafts, write keys — except the lead tool's unsynced leads and their
 * outbox); inside WeChat it unbinds the account's openid first, so the chat link asks for a login again.
 * The local session is cleared even when the server call fails: a user who asked to log out must not
 * stay logged in on this device, nor leave their data on it.
 */
export class LogoutUseCase {
  constructor(
    private readonly auth: AuthGateway,
    private readonly session: SessionStore,
    private readonly accountData: AccountData,
    private readonly binding: OpenidBinding,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LOGOUT_ERRORS}. */
  async execute(options?: CallOptions): Promise<Result<null, ErrorOf<typeof LOGOUT_ERRORS>>> {
    return withinCodes(await this.run(options), LOGOUT_ERRORS);
  }

  private async run(options?: CallOptions): Promise<Result<null, DomainError>> {
    // Inside WeChat the openid bound to the account goes first (it needs the token): the chat link asks again.
    await this.binding.unbindBeforeLogout();
    if (this.session.getSnapshot().token) await this.auth.logout(options);
    await this.accountData.forget('logout');
    return ok(null);
  }
}
