import { ok, type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import type { ConferenceGateway } from '@fairpass/domain/conference';
import type { SignedFile } from '@fairpass/domain/files';
import { inject, injectable } from 'inversify';
import type { ClientSettings } from '../client-settings';
import { TOKENS } from '../di/tokens';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { addressOriginsOf, withSafeAddress } from '../operations/safe-address';
import { CONFERENCE_TOKENS } from './conference.tokens';

/** What fetch calendar file can fail with. */
export const FETCH_CALENDAR_FILE_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * One session as an .ics calendar file the server writes, in the caller's language, at a signed address
 * valid a few minutes with no token in it (issue 27: WeChat's browser cannot save the file the page
 * makes, so it is opened in a browser, copied or mailed instead). The address is "" unless it leads to
 * the API's origin or one on the client's `allowedRedirectOrigins`.
 */
@injectable()
export class FetchCalendarFileUseCase {
  constructor(
    @inject(CONFERENCE_TOKENS.Gateway) private readonly conference: ConferenceGateway,
    @inject(TOKENS.Settings) private readonly settings: ClientSettings,
  ) {}

  /** Runs the operation: the file's signed address, or an error whose `code` is one of {@link FETCH_CALENDAR_FILE_ERRORS}. */
  execute(input: { id: string }, options?: CallOptions): Promise<Result<SignedFile, ErrorOf<typeof FETCH_CALENDAR_FILE_ERRORS>>> {
    return guarded(FETCH_CALENDAR_FILE_ERRORS, missingText(input, ['id']), async () => {
      const file = await this.conference.calendarFile(input.id, options);
      return file.ok ? ok(withSafeAddress(file.value, 'url', addressOriginsOf(this.settings), 'blank')) : file;
    });
  }
}
