/**
 * Registering others: a team registered by its leader, one person registered on someone's behalf, and
 * a group's or colleagues' business cards; the people registered and their review.
 * @module @fairpass/sdk/delegates
 */
// @fairpass/sdk/delegates — registering others (issue 16). Loaded into a client on first use:
//
//   import { getDelegates } from '@fairpass/sdk/delegates';
//   const delegates = getDelegates(client);
//   const team = await delegates.submitTeam.execute({ members: [{ phone, values }] }, { idempotencyKey });
import type { FairpassClient } from '../client';
import type { Operations } from '../di/area';
import { useArea } from '../di/area-container';
import { DELEGATES_OPERATIONS, delegatesArea } from './delegates.area';

export { DELEGATES_OPERATIONS, delegatesArea };

/** The delegates area's operations; each `execute()` resolves to a `Result`. */
export type DelegatesApi = Operations<typeof DELEGATES_OPERATIONS>;

/** The delegates area of `client`, loaded into its container the first time it is asked for. */
export function getDelegates(client: FairpassClient): DelegatesApi {
  return useArea(client, delegatesArea);
}

export { DELEGATES_ENDPOINTS } from './delegates.endpoints';
export { FetchTeamUseCase } from './fetch-team.use-case';
export { SubmitTeamUseCase } from './submit-team.use-case';
export { ListDelegatesUseCase, type ListDelegatesInput } from './list-delegates.use-case';
export { FetchDelegateUseCase } from './fetch-delegate.use-case';
export { RegisterDelegateUseCase, type RegisterChannel } from './register-delegate.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { FETCH_DELEGATE_ERRORS } from './fetch-delegate.use-case';
export { FETCH_TEAM_ERRORS } from './fetch-team.use-case';
export { LIST_DELEGATES_ERRORS } from './list-delegates.use-case';
export { REGISTER_DELEGATE_ERRORS } from './register-delegate.use-case';
export { REGISTER_FAILURES, SUBMIT_TEAM_ERRORS } from './submit-team.use-case';
