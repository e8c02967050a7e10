import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import { GUEST_STATES, type ExhibitorGuestsGateway, type GuestRecord, type GuestState } from '@fairpass/domain/exhibitor-guests';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded, optionalText } from '../operations/area-operation';
import { invalidPage, outOfRange } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_GUESTS_TOKENS } from './exhibitor-guests.tokens';

/** What list guests can fail with. */
export const LIST_GUESTS_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/** Which page of the company's guests: of one state, matching part of a name or the inviter's. */
export interface ListGuestsInput extends PageRequest {
  readonly state?: GuestState;
  readonly keyword?: string;
}

/**
 * The company's buyers a page at a time, newest first: everyone its people invited and everyone who
 * registered through a link carrying its `inviteDeptId`, with the way, the inviter and the state.
 */
@injectable()
export class ListGuestsUseCase {
  constructor(
    @inject(EXHIBITOR_GUESTS_TOKENS.Gateway) private readonly guests: ExhibitorGuestsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the page, or an error whose `code` is one of {@link LIST_GUESTS_ERRORS}. */
  execute(input: ListGuestsInput, options?: CallOptions): Promise<Result<Page<GuestRecord>, ErrorOf<typeof LIST_GUESTS_ERRORS>>> {
    const state = input?.state === undefined ? undefined : outOfRange(input, 'state', GUEST_STATES);
    const keyword = optionalText(input?.keyword);
    return guarded(LIST_GUESTS_ERRORS, invalidPage(input) ?? state, () =>
      this.guests.records(
        {
          exhibitionId: exhibitionOf(this.session),
          scope: 'dept',
          ...(input.state ? { state: input.state } : {}),
          ...(keyword ? { keyword } : {}),
          current: input.current,
          size: input.size,
        },
        options,
      ),
    );
  }
}
