import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import type { LogisticsGateway, StayPerson } from '@fairpass/domain/logistics';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { invalidPage } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LOGISTICS_TOKENS } from './logistics.tokens';

/** What list stay people can fail with. */
export const LIST_STAY_PEOPLE_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** Lists a page of the user's party — the user first, then the people they registered — each with the rooms they sleep in. */
@injectable()
export class ListStayPeopleUseCase {
  constructor(
    @inject(LOGISTICS_TOKENS.Gateway) private readonly logistics: LogisticsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_STAY_PEOPLE_ERRORS}. */
  execute(input: PageRequest, options?: CallOptions): Promise<Result<Page<StayPerson>, ErrorOf<typeof LIST_STAY_PEOPLE_ERRORS>>> {
    return guarded(LIST_STAY_PEOPLE_ERRORS, invalidPage(input), () =>
      this.logistics.stayPeople({ exhibitionId: exhibitionOf(this.session), current: input.current, size: input.size }, options),
    );
  }
}
