import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import { PASS_STATES, type ExhibitorPeopleGateway, type PassHolder, type PassState } from '@fairpass/domain/exhibitor-people';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded, optionalText } from '../operations/area-operation';
import { invalidPage, outOfRange } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_PEOPLE_TOKENS } from './exhibitor-people.tokens';

/** What list holders can fail with. */
export const LIST_HOLDERS_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/** Which page of the holders: of one pass type or all, of one state, matching part of a name, mobile or ID. */
export interface ListHoldersInput extends PageRequest {
  readonly type?: string;
  readonly keyword?: string;
  readonly state?: PassState;
}

/** The company's pass holders a page at a time (mobile and ID number masked by the server). */
@injectable()
export class ListHoldersUseCase {
  constructor(
    @inject(EXHIBITOR_PEOPLE_TOKENS.Gateway) private readonly people: ExhibitorPeopleGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the page, or an error whose `code` is one of {@link LIST_HOLDERS_ERRORS}. */
  execute(input: ListHoldersInput, options?: CallOptions): Promise<Result<Page<PassHolder>, ErrorOf<typeof LIST_HOLDERS_ERRORS>>> {
    const state = input?.state === undefined ? undefined : outOfRange(input, 'state', PASS_STATES);
    const type = optionalText(input?.type);
    const keyword = optionalText(input?.keyword);
    return guarded(LIST_HOLDERS_ERRORS, invalidPage(input) ?? state, () =>
      this.people.holders(
        {
          exhibitionId: exhibitionOf(this.session),
          ...(type ? { type } : {}),
          ...(keyword ? { keyword } : {}),
          ...(input.state ? { state: input.state } : {}),
          current: input.current,
          size: input.size,
        },
        options,
      ),
    );
  }
}
