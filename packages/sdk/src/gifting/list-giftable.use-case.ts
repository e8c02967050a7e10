import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { GiftableType, GiftingGateway } from '@fairpass/domain/gifting';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { GIFTING_TOKENS } from './gifting.tokens';

/** What list giftable can fail with. */
export const LIST_GIFTABLE_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** Lists, by ticket type, how many of the user's tickets of this exhibition can be given now (issued, not entered, not locked). */
@injectable()
export class ListGiftableUseCase {
  constructor(
    @inject(GIFTING_TOKENS.Gateway) private readonly gifting: GiftingGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (it takes no input: `execute()` or `execute({}, options)`): the value, or an error whose `code` is one of {@link LIST_GIFTABLE_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<readonly GiftableType[], ErrorOf<typeof LIST_GIFTABLE_ERRORS>>> {
    return guarded(LIST_GIFTABLE_ERRORS, undefined, () => this.gifting.giftable(exhibitionOf(this.session), options));
  }
}
