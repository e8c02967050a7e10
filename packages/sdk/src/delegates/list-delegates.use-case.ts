import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import type { DelegateChannel, DelegatePerson, DelegatesGateway } from '@fairpass/domain/delegates';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { invalidPage, outOfRange } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { DELEGATES_TOKENS } from './delegates.tokens';

/** What list delegates can fail with. */
export const LIST_DELEGATES_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.OUT_OF_RANGE', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** Which people: those registered by one channel, a page at a time. */
export interface ListDelegatesInput extends PageRequest {
  readonly channel: DelegateChannel;
}

const CHANNELS: readonly DelegateChannel[] = ['team', 'help', 'group', 'work'];

/** Lists the people the user registered on this exhibition by one channel (`team`, `help`, `group`, `work`), newest first, each with their review. */
@injectable()
export class ListDelegatesUseCase {
  constructor(
    @inject(DELEGATES_TOKENS.Gateway) private readonly delegates: DelegatesGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_DELEGATES_ERRORS}. */
  execute(input: ListDelegatesInput, options?: CallOptions): Promise<Result<Page<DelegatePerson>, ErrorOf<typeof LIST_DELEGATES_ERRORS>>> {
    return guarded(LIST_DELEGATES_ERRORS, outOfRange(input, 'channel', CHANNELS) ?? invalidPage(input), () =>
      this.delegates.people({ exhibitionId: exhibitionOf(this.session), channel: input.channel, current: input.current, size: input.size }, options),
    );
  }
}
