import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { BulkOutcome, GroupsGateway } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { GROUP_FAILURES, MEMBER_INPUT_FAILURES } from './group-failures';
import { notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';
import { batchSent, invalidBatch, type MembersBatchInput } from './members-batch';

/** What import members can fail with. */
export const IMPORT_MEMBERS_ERRORS = [
  ...WRITE_FAILURES,
  ...GROUP_FAILURES,
  'GROUP.MEMBER_DUPLICATE',
  'REGISTRATION.DUPLICATE_DOCUMENT',
  'GROUP.TEAM_UNKNOWN',
  ...MEMBER_INPUT_FAILURES,
] as const satisfies readonly ErrorCode[];

/**
 * Adds a sheet's members to the leader's group in one batch, all or none (issue 29), each waiting for
 * the organiser's review: 1–500 members, each as addMember takes one (a bad one is refused before
 * sending, its field naming the row: `members.3.idNumber`). A refused row refuses the batch with its
 * failure and `params.index` (`GROUP.MEMBER_DUPLICATE`, `REGISTRATION.DUPLICATE_DOCUMENT`,
 * `GROUP.TEAM_UNKNOWN`). Carries an Idempotency-Key: the same batch sent twice with one key adds once.
 */
@injectable()
export class ImportMembersUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: how many members were added, or an error whose `code` is one of {@link IMPORT_MEMBERS_ERRORS}. */
  execute(input: MembersBatchInput, options?: CallOptions): Promise<Result<BulkOutcome, ErrorOf<typeof IMPORT_MEMBERS_ERRORS>>> {
    return guarded(IMPORT_MEMBERS_ERRORS, notLeader(this.session) ?? invalidBatch(input, true), () =>
      this.groups.importMembers({ exhibitionId: exhibitionOf(this.session), members: batchSent(input.members) }, options),
    );
  }
}
