import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorPeopleGateway, HoldersSubmitted } from '@fairpass/domain/exhibitor-people';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_PEOPLE_TOKENS } from './exhibitor-people.tokens';
import { PASS_REFUSALS } from './people-failures';
import { blankType, invalidPeople } from './people.input-guards';

/** What submit holders can fail with: a holder's field before sending (`field` names the person, `people.1.idNumber`), and the refusals. */
export const SUBMIT_HOLDERS_ERRORS = [
  ...WRITE_FAILURES,
  ...PASS_REFUSALS,
  'VALIDATION.REQUIRED',
  'VALIDATION.NAME_INVALID',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.ID_NUMBER_INVALID',
] as const satisfies readonly ErrorCode[];

export interface SubmitHoldersInput {
  readonly credentialType: string;
  /** As typed: name, mobile, ID type and number, and the uploaded photo's fileId when given. */
  readonly people: readonly { readonly name: string; readonly phone: string; readonly idType: string; readonly idNumber: string; readonly photoFileId?: string }[];
}

/**
 * Applies for passes of one type for these people, all or none, each then reviewed by the organiser. The
 * holder rules and the same document twice are refused before sending; the server refuses a document a
 * pass already holds (REGISTRATION.DUPLICATE_DOCUMENT `{index, name}`), more than is left
 * (LIMIT.MAX_DOCUMENTS `{max, left}`) and a closed type (DOCUMENT.APPLICATION_CLOSED `{closesAt}`).
 * Carries an Idempotency-Key: a double tap applies once.
 */
@injectable()
export class SubmitHoldersUseCase {
  constructor(
    @inject(EXHIBITOR_PEOPLE_TOKENS.Gateway) private readonly people: ExhibitorPeopleGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: how many were applied for and what is left, or an error whose `code` is one of {@link SUBMIT_HOLDERS_ERRORS}. */
  async execute(input: SubmitHoldersInput, options?: CallOptions): Promise<Result<HoldersSubmitted, ErrorOf<typeof SUBMIT_HOLDERS_ERRORS>>> {
    const checked = invalidPeople(input?.people);
    const invalid = blankType(input, 'credentialType') ?? ('sent' in checked ? undefined : checked);
    return guarded(SUBMIT_HOLDERS_ERRORS, invalid, () =>
      this.people.submitHolders({ exhibitionId: exhibitionOf(this.session), credentialType: input.credentialType.trim(), people: 'sent' in checked ? checked.sent : [] }, options),
    );
  }
}
