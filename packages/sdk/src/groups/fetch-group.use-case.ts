import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { GroupsGateway, VisitingGroup } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEADER_FAILURES } from './group-failures';
import { notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';

/** What fetch group can fail with. */
export const FETCH_GROUP_ERRORS = [...HTTP_FAILURES, ...LEADER_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * The leader's group (/groupManagement): its details, whether the organiser has formed it, its teams and
 * the members counted by review state; `undefined` when the leader has not set it up yet.
 */
@injectable()
export class FetchGroupUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the group (or `undefined`), or an error whose `code` is one of {@link FETCH_GROUP_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<VisitingGroup | undefined, ErrorOf<typeof FETCH_GROUP_ERRORS>>> {
    return guarded(FETCH_GROUP_ERRORS, notLeader(this.session), () =>
      this.groups.group(exhibitionOf(this.session), options),
    );
  }
}
