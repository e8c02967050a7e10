import { ok, type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import type { SignedFile } from '@fairpass/domain/files';
import type { TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import type { ClientSettings } from '../client-settings';
import { TOKENS } from '../di/tokens';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { addressOriginsOf, withSafeAddress } from '../operations/safe-address';
import { guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What fetch ticket calendar file can fail with. */
export const FETCH_TICKET_CALENDAR_FILE_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * A ticket's exhibition days as an .ics file the server writes, in the caller's language, at a signed
 * address valid a few minutes with no token in it (issue 28: "add to calendar" on the ticket inside
 * WeChat, whose browser saves no file the page makes). The address is "" unless it leads to the API's
 * origin or one on the client's `allowedRedirectOrigins`.
 */
@injectable()
export class FetchTicketCalendarFileUseCase {
  constructor(
    @inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway,
    @inject(TOKENS.Settings) private readonly settings: ClientSettings,
  ) {}

  /** Runs the operation: the file's signed address, or an error whose `code` is one of {@link FETCH_TICKET_CALENDAR_FILE_ERRORS}. */
  execute(input: { ticketId: string }, options?: CallOptions): Promise<Result<SignedFile, ErrorOf<typeof FETCH_TICKET_CALENDAR_FILE_ERRORS>>> {
    return guarded(FETCH_TICKET_CALENDAR_FILE_ERRORS, missingText(input, ['ticketId']), async () => {
      const file = await this.ticketing.ticketCalendarFile(input.ticketId, options);
      return file.ok ? ok(withSafeAddress(file.value, 'url', addressOriginsOf(this.settings), 'blank')) : file;
    });
  }
}
