import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { GroupEntryCodes, GroupsGateway } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded, optionalText } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { GROUP_FAILURES } from './group-failures';
import { notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';

/** What fetch entry codes can fail with. */
export const FETCH_ENTRY_CODES_ERRORS = [...HTTP_FAILURES, ...GROUP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * The entry codes to print (/groupManagement/printCode): a card per approved member of one team (or of
 * the whole group without `teamId`), in roster order, and the members who have none yet with their state.
 */
@injectable()
export class FetchEntryCodesUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the cards and who cannot be printed, or an error whose `code` is one of {@link FETCH_ENTRY_CODES_ERRORS}. */
  execute(input: { teamId?: string } = {}, options?: CallOptions): Promise<Result<GroupEntryCodes, ErrorOf<typeof FETCH_ENTRY_CODES_ERRORS>>> {
    return guarded(FETCH_ENTRY_CODES_ERRORS, notLeader(this.session), () =>
      this.groups.entryCodes({ exhibitionId: exhibitionOf(this.session), teamId: optionalText(input.teamId) }, options),
    );
  }
}
