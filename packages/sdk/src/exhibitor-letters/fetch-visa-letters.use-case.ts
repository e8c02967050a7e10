import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorLettersGateway, VisaLetters } from '@fairpass/domain/exhibitor-letters';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_LETTERS_TOKENS } from './exhibitor-letters.tokens';

/** What fetch visa letters can fail with. */
export const FETCH_VISA_LETTERS_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * The company's visa invitation letters with their states (an issued one's PDF at a signed address, a
 * refused one's reason), and the show's first and last day the requests are checked against.
 */
@injectable()
export class FetchVisaLettersUseCase {
  constructor(
    @inject(EXHIBITOR_LETTERS_TOKENS.Gateway) private readonly letters: ExhibitorLettersGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the letters, or an error whose `code` is one of {@link FETCH_VISA_LETTERS_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<VisaLetters, ErrorOf<typeof FETCH_VISA_LETTERS_ERRORS>>> {
    return guarded(FETCH_VISA_LETTERS_ERRORS, undefined, () => this.letters.visaLetters({ exhibitionId: exhibitionOf(this.session) }, options));
  }
}
