// One ticket of the wallet (/wallet/{id}) with the phone's kept copy behind it (issue 28 §3): with a
// login, the server's answer, kept as it arrives (a ticket no longer valid leaves the copy); with no
// network, or in a tab with no login, the kept copy of that ticket — its rotation makes the live QR.
import { ok, type CallOptions, type ClockPort, type DomainError, type ErrorCode, type Result } from '@fairpass/domain';
import type { Ticket, TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { loginNeeded, reachedNobody, type KeptBecause, type WalletAnswer } from './read-wallet.use-case';
import { guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';
import { WalletCopy } from './wallet-copy';

/** What read wallet ticket can fail with: no login and no kept copy of it is `AUTH.UNAUTHORIZED`. */
export const READ_WALLET_TICKET_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

export interface WalletTicketAnswer extends WalletAnswer {
  readonly ticket: Ticket;
}

/** Reads one ticket of the wallet, with the phone's kept copy behind it. */
@injectable()
export class ReadWalletTicketUseCase {
  constructor(
    @inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
    @inject(TOKENS.Clock) private readonly clock: ClockPort,
    @inject(WalletCopy) private readonly copy: WalletCopy,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link READ_WALLET_TICKET_ERRORS}. */
  execute(input: { ticketId: string }, options?: CallOptions): Promise<Result<WalletTicketAnswer, ErrorOf<typeof READ_WALLET_TICKET_ERRORS>>> {
    return guarded(READ_WALLET_TICKET_ERRORS, missingText(input, ['ticketId']), () => this.run(input.ticketId, options));
  }

  private async run(ticketId: string, options?: CallOptions): Promise<Result<WalletTicketAnswer, DomainError>> {
    if (!this.session.getSnapshot().token) return this.kept(ticketId, 'loggedOut') ?? loginNeeded();
    const login = this.session.loginMark();
    const read = await this.ticketing.ticket(ticketId, options);
    if (read.ok) {
      const receivedAt = this.clock.now();
      this.copy.keepTicket(read.value, receivedAt, login);
      return ok({ ticket: read.value, receivedAt });
    }
    return (reachedNobody(read.error) ? this.kept(ticketId, 'offline') : undefined) ?? read;
  }

  private kept(ticketId: string, because: KeptBecause): Result<WalletTicketAnswer, DomainError> | undefined {
    const copy = this.copy.read();
    const ticket = copy?.tickets.find((kept) => kept.ticketId === ticketId);
    return copy && ticket ? ok({ ticket, receivedAt: copy.receivedAt, kept: { because, keptAt: copy.receivedAt } }) : undefined;
  }
}
