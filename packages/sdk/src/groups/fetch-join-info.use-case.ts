import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { GroupJoinInfo, GroupsGateway } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { GROUPS_TOKENS } from './groups.tokens';

/** What fetch join info can fail with. */
export const FETCH_JOIN_INFO_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * What a group's join link says to whoever opens it, before any login (issue 29): the group's name and
 * organisation and its leader's name, or undefined when the link names no group (ended, or mistyped).
 * `visitingGroupId` is the link's, kept in the session's entry.
 */
@injectable()
export class FetchJoinInfoUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the group and its leader, or an error whose `code` is one of {@link FETCH_JOIN_INFO_ERRORS}. */
  execute(input: { visitingGroupId: string }, options?: CallOptions): Promise<Result<GroupJoinInfo | undefined, ErrorOf<typeof FETCH_JOIN_INFO_ERRORS>>> {
    return guarded(FETCH_JOIN_INFO_ERRORS, missingText(input, ['visitingGroupId']), () =>
      this.groups.joinInfo({ exhibitionId: exhibitionOf(this.session), visitingGroupId: input.visitingGroupId.trim() }, options),
    );
  }
}
