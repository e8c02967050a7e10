import type { CallOptions, DomainError, Err, ErrorCode, Result } from '@fairpass/domain';
import { fasciaErrors, fasciaFormOf, type ExhibitorManualGateway, type FasciaValues, type ManualSection, type ManualValues } from '@fairpass/domain/exhibitor-manual';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { fieldError, missingObject, missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_MANUAL_TOKENS } from './exhibitor-manual.tokens';
import { MANUAL_REFUSALS } from './manual-failures';

/** What save manual can fail with: a fascia field before sending (`field` names it), the deadline passed, and the refusals. */
export const SAVE_MANUAL_ERRORS = [
  ...WRITE_FAILURES,
  ...MANUAL_REFUSALS,
  'REGISTRATION.SUBMISSION_CLOSED',
  'VALIDATION.REQUIRED',
  'VALIDATION.FASCIA_MISMATCH',
  'VALIDATION.FASCIA_ITEMS_LIMIT',
  'VALIDATION.NUMBER_INVALID',
  'VALIDATION.OUT_OF_RANGE',
] as const satisfies readonly ErrorCode[];

/** One part of a section as typed: a booth's fascia (`board`, with the booth's area) or a form's values. */
export type SaveManualInput =
  | { readonly materialTypeV2: 'board'; readonly part: string; readonly areaM2: number; readonly values: FasciaValues; readonly draft: boolean }
  | { readonly materialTypeV2: string; readonly part: string; readonly values: ManualValues; readonly draft: boolean; readonly areaM2?: undefined };

/** A fascia handed in is judged by the domain's rules first: the first field refused. */
const fasciaRefusal = (input: SaveManualInput): Err<DomainError> | undefined => {
  if (input.materialTypeV2 !== 'board' || input.draft) return undefined;
  const errors = fasciaErrors(fasciaFormOf(input.values as FasciaValues), input.areaM2 ?? 0);
  const [field, codes] = Object.entries(errors)[0] ?? [];
  return field && codes?.[0] ? fieldError(codes[0], field) : undefined;
};

/**
 * Saves one part of a manual section — one booth's fascia or one form — as a draft (nothing judged,
 * kept for later) or handed in. A fascia handed in must have both texts typed twice alike, shelves plus
 * hanging rods within the booth's free allowance and 1–3 flow-table sets (refused before sending); after
 * the section's deadline the server answers REGISTRATION.SUBMISSION_CLOSED. Carries an Idempotency-Key:
 * a double tap saves once. Answers with the section's part as saved.
 */
@injectable()
export class SaveManualUseCase {
  constructor(
    @inject(EXHIBITOR_MANUAL_TOKENS.Gateway) private readonly manual: ExhibitorManualGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the section as saved, or an error whose `code` is one of {@link SAVE_MANUAL_ERRORS}. */
  execute(input: SaveManualInput, options?: CallOptions): Promise<Result<ManualSection, ErrorOf<typeof SAVE_MANUAL_ERRORS>>> {
    const invalid = missingText(input, ['materialTypeV2', 'part']) ?? missingObject(input, 'values') ?? fasciaRefusal(input);
    return guarded(SAVE_MANUAL_ERRORS, invalid, () =>
      this.manual.save(
        { exhibitionId: exhibitionOf(this.session), materialTypeV2: input.materialTypeV2.trim(), part: input.part.trim(), values: input.values, draft: input.draft === true },
        options,
      ),
    );
  }
}
