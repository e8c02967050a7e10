import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { DelegatesGateway, PersonEntry, Team } from '@fairpass/domain/delegates';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { invalidMembers } from './delegates.input-guards';
import { DELEGATES_TOKENS } from './delegates.tokens';

/**
 * Why the server can refuse people registered on someone's behalf: one of them is registered on the
 * exhibition already, by their mobile or ID document, or twice in the list
 * (`REGISTRATION.DUPLICATE_DOCUMENT`, 4701, `params.index` 0-based and `params.name`).
 */
export const REGISTER_FAILURES = ['REGISTRATION.DUPLICATE_DOCUMENT'] as const satisfies readonly ErrorCode[];

/** What submit team can fail with. */
export const SUBMIT_TEAM_ERRORS = [...WRITE_FAILURES, ...REGISTER_FAILURES, 'TEAM.TOO_LARGE', 'VALIDATION.REQUIRED', 'VALIDATION.PHONE_INVALID'] as const satisfies readonly ErrorCode[];

/**
 * Registers the members to the user's team, all or none (forming the team on its first submission); the
 * value is the whole team. Each member is `{ phone, values }`: the mobile they will log in with and the
 * personal-info form's values (registerConfig/formConfig, its phone fields left out). A team beyond its
 * limit is `TEAM.TOO_LARGE` (`params.max`). Carries an Idempotency-Key: pass `options.idempotencyKey` to
 * keep one across a reload.
 */
@injectable()
export class SubmitTeamUseCase {
  constructor(
    @inject(DELEGATES_TOKENS.Gateway) private readonly delegates: DelegatesGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link SUBMIT_TEAM_ERRORS}. */
  execute(input: { members: readonly PersonEntry[] }, options?: CallOptions): Promise<Result<Team, ErrorOf<typeof SUBMIT_TEAM_ERRORS>>> {
    return guarded(SUBMIT_TEAM_ERRORS, invalidMembers(input), () =>
      this.delegates.submitTeam(
        { exhibitionId: exhibitionOf(this.session), members: input.members.map((member) => ({ phone: member.phone.trim(), values: member.values })) },
        options,
      ),
    );
  }
}
