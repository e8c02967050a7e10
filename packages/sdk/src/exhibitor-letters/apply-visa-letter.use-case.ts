import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import { visaRequestOf, type ExhibitorLettersGateway, type VisaLetter } from '@fairpass/domain/exhibitor-letters';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_LETTERS_TOKENS } from './exhibitor-letters.tokens';
import { invalidVisa, visaFormFrom } from './letters.input-guards';

/** What apply visa letter can fail with: a field before sending (`field`), the passport's validity (5105 `{minExpiry}`), the dates (5106), mainland nationality (5107), a passport already under way (4701). */
export const APPLY_VISA_LETTER_ERRORS = [
  ...WRITE_FAILURES,
  'VISA.PASSPORT_VALIDITY',
  'VISA.DATES_OUTSIDE',
  'VISA.NOT_NEEDED',
  'REGISTRATION.DUPLICATE_DOCUMENT',
  'VALIDATION.REQUIRED',
  'VALIDATION.NAME_INVALID',
  'VALIDATION.ID_NUMBER_INVALID',
  'VALIDATION.OUT_OF_RANGE',
] as const satisfies readonly ErrorCode[];

/**
 * A request as typed: dates `yyyy-MM-dd`, nationality a code (ISO alpha-2) of the `country` dictionary
 * (`getContent(client).fetchDictionary.execute({ code: 'country' })`), gender `male` or `female`.
 */
export interface ApplyVisaLetterInput {
  readonly passportName: string;
  readonly passportNo: string;
  readonly nationality: string;
  readonly gender: string;
  readonly birthDate: string;
  readonly passportExpiry: string;
  readonly arrival: string;
  readonly departure: string;
  readonly jobTitle: string;
  readonly consulateCity: string;
}

/**
 * Requests a visa invitation letter for one of the company's foreign staff. The name is sent in capitals;
 * a passport expiring less than 6 months after departure is VISA.PASSPORT_VALIDITY with
 * `params.minExpiry` before sending, and mainland nationality VISA.NOT_NEEDED; the server checks the
 * dates against the show (VISA.DATES_OUTSIDE `{firstDay, lastDay}`) and the nationality against its country
 * dictionary (another code fails with `field: 'nationality'`). Carries an Idempotency-Key.
 */
@injectable()
export class ApplyVisaLetterUseCase {
  constructor(
    @inject(EXHIBITOR_LETTERS_TOKENS.Gateway) private readonly letters: ExhibitorLettersGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the letter as submitted, or an error whose `code` is one of {@link APPLY_VISA_LETTER_ERRORS}. */
  execute(input: ApplyVisaLetterInput, options?: CallOptions): Promise<Result<VisaLetter, ErrorOf<typeof APPLY_VISA_LETTER_ERRORS>>> {
    return guarded(APPLY_VISA_LETTER_ERRORS, invalidVisa(input), () =>
      this.letters.applyVisa({ exhibitionId: exhibitionOf(this.session), ...visaRequestOf(visaFormFrom(input)) }, options),
    );
  }
}
