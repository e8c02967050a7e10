// The wallet (/wallet) with the phone's kept copy behind it (issue 28 §3, docs/offline-wallet.md): with a
// login, the server's page of valid tickets, kept as it arrives; with no network (or a server that cannot
// be reached), or in a tab with no login, the copy the phone keeps — never a request without a login.
import { DomainError, err, ok, type CallOptions, type ErrorCode, type Page, type PageRequest, type Result } from '@fairpass/domain';
import type { Ticket, TicketingGateway } from '@fairpass/domain/ticketing';
import type { ClockPort } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { invalidPage } from './ticketing.input-guards';
import { exhibitionOf, guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';
import { WalletCopy, type KeptTickets } from './wallet-copy';

/** What read wallet can fail with: no login and nothing kept is `AUTH.UNAUTHORIZED`. */
export const READ_WALLET_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** Why the kept copy answered: no network (or no server), or no login in this tab. */
export type KeptBecause = 'offline' | 'loggedOut';

/** Said of an answer the phone's kept copy gave. */
export interface KeptAnswer {
  readonly because: KeptBecause;
  /** The phone's clock when the answer the copy was made from arrived (epoch ms). */
  readonly keptAt: number;
}

/** What the wallet shows with its answer's time, and whether the phone's copy gave it. */
export interface WalletAnswer {
  /** The phone's clock when the answer arrived (the kept copy's: when it was kept): the tickets' clock offset. */
  readonly receivedAt: number;
  readonly kept?: KeptAnswer;
}

export type WalletPage = Page<Ticket> & WalletAnswer;

/** A failure the kept copy answers instead: the network or the server could not be reached (a retry might). */
export const reachedNobody = (error: DomainError): boolean => error.retryable && error.code !== 'REQUEST.ABORTED';

/** A page of the kept tickets. */
export function keptPage(copy: KeptTickets, request: PageRequest, because: KeptBecause): WalletPage {
  const size = request.size ?? 10;
  const current = request.current ?? 1;
  const records = copy.tickets.slice((current - 1) * size, current * size);
  const total = copy.tickets.length;
  return { records, total, size, current, pages: Math.max(1, Math.ceil(total / size)), receivedAt: copy.receivedAt, kept: { because, keptAt: copy.receivedAt } };
}

/** No login here and nothing kept: the wallet needs a login. */
export const loginNeeded = () => err(new DomainError('AUTH.UNAUTHORIZED', undefined, undefined, { retryable: false }));

/** Reads the valid tickets a page at a time, with the phone's kept copy behind them (/wallet). */
@injectable()
export class ReadWalletUseCase {
  constructor(
    @inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
    @inject(TOKENS.Clock) private readonly clock: ClockPort,
    @inject(WalletCopy) private readonly copy: WalletCopy,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link READ_WALLET_ERRORS}. */
  execute(input: PageRequest, options?: CallOptions): Promise<Result<WalletPage, ErrorOf<typeof READ_WALLET_ERRORS>>> {
    return guarded(READ_WALLET_ERRORS, invalidPage(input), () => this.run(input, options));
  }

  private async run(input: PageRequest, options?: CallOptions): Promise<Result<WalletPage, DomainError>> {
    if (!this.session.getSnapshot().token) {
      const copy = this.copy.read();
      return copy ? ok(keptPage(copy, input, 'loggedOut')) : loginNeeded();
    }
    const login = this.session.loginMark();
    const read = await this.ticketing.tickets({ exhibitionId: exhibitionOf(this.session), scope: 'valid', current: input.current, size: input.size }, options);
    if (read.ok) {
      const receivedAt = this.clock.now();
      this.copy.keepPage(read.value, receivedAt, login);
      return ok({ ...read.value, receivedAt });
    }
    const copy = reachedNobody(read.error) ? this.copy.read() : undefined;
    return copy ? ok(keptPage(copy, input, 'offline')) : read;
  }
}
