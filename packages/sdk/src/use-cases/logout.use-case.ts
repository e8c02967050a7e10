import { LOGOUT_SERVER_WAIT_MS, ok, type AuthGateway, type DomainError, type Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { pause } from '../http/retry-policy';
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
 * The local session is cleared even when the server call fails, and when the server has not answered
 * within `LOGOUT_SERVER_WAIT_MS` (its calls go on): a user who asked to log out must not stay logged in
 * on this device, nor leave their data on it, for want of a connection.
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
    await this.tellServerWithin(LOGOUT_SERVER_WAIT_MS, options);
    await this.accountData.forget('logout');
    return ok(null);
  }

  /** The server's part, waited for at most `waitMs`; what is still in flight then goes on. */
  private async tellServerWithin(waitMs: number, options?: CallOptions): Promise<void> {
    const userOf = () => {
      const { token, user } = this.session.getSnapshot();
      return token ? (user?.userId ?? '') : undefined;
    };
    const leaving = userOf();
    const server = (async () => {
      // Inside WeChat the openid bound to the account goes first (it needs the token): the chat link asks again.
      await this.binding.unbindBeforeLogout();
      // Only the session being ended: not once the device forgot it, nor another account's login after it.
      if (leaving !== undefined && userOf() === leaving) await this.auth.logout(options);
    })();
    // The wait ends with the server's answer too, so no timer outlives the logout (a Node script can exit).
    const answered = new AbortController();
    await Promise.race([server.catch(() => undefined).finally(() => answered.abort()), pause(waitMs, answered.signal)]);
  }
}
