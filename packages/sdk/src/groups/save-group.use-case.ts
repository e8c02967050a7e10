import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { GroupDetails, GroupsGateway, VisitingGroup } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded, optionalText } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEADER_FAILURES, LEADER_ONLY_FAILURES } from './group-failures';
import { invalidDetails, notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';

/** What save group can fail with. */
export const SAVE_GROUP_ERRORS = [...WRITE_FAILURES, ...LEADER_FAILURES, ...LEADER_ONLY_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NAME_INVALID', 'VALIDATION.PHONE_INVALID', 'VALIDATION.NUMBER_INVALID', 'VALIDATION.OUT_OF_RANGE', 'VALIDATION.DATE_INVALID', 'VALIDATION.DATE_ORDER'] as const satisfies readonly ErrorCode[];

/**
 * Sets the leader's group up (with a first team) or changes its details (/groupManagement/form): the
 * texts go trimmed, a blank departure as none. Carries an Idempotency-Key: pass `options.idempotencyKey`
 * to keep one across a reload.
 */
@injectable()
export class SaveGroupUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the group, or an error whose `code` is one of {@link SAVE_GROUP_ERRORS}. */
  execute(input: GroupDetails, options?: CallOptions): Promise<Result<VisitingGroup, ErrorOf<typeof SAVE_GROUP_ERRORS>>> {
    return guarded(SAVE_GROUP_ERRORS, notLeader(this.session) ?? invalidDetails(input), () =>
      this.groups.saveGroup(
        {
          exhibitionId: exhibitionOf(this.session),
          name: input.name.trim(),
          organisation: input.organisation.trim(),
          contact: input.contact.trim(),
          phone: input.phone.trim(),
          expectedSize: input.expectedSize,
          arrivalDate: input.arrivalDate.trim(),
          departureDate: optionalText(input.departureDate),
        },
        options,
      ),
    );
  }
}
