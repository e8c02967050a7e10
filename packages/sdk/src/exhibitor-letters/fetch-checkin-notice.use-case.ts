import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { CheckinNotice, ExhibitorLettersGateway } from '@fairpass/domain/exhibitor-letters';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_LETTERS_TOKENS } from './exhibitor-letters.tokens';

/** What fetch check-in notice can fail with. */
export const FETCH_CHECKIN_NOTICE_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * The company's check-in (报到) notice: the signed code the exhibitor desk scans, company, hall, booths,
 * passes to collect, the window and the server's clock (`checkinPhase(notice, notice.serverTime)`), and
 * when the desk checked the company in ('' until then).
 */
@injectable()
export class FetchCheckinNoticeUseCase {
  constructor(
    @inject(EXHIBITOR_LETTERS_TOKENS.Gateway) private readonly letters: ExhibitorLettersGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the notice, or an error whose `code` is one of {@link FETCH_CHECKIN_NOTICE_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<CheckinNotice, ErrorOf<typeof FETCH_CHECKIN_NOTICE_ERRORS>>> {
    return guarded(FETCH_CHECKIN_NOTICE_ERRORS, undefined, () => this.letters.checkin({ exhibitionId: exhibitionOf(this.session) }, options));
  }
}
