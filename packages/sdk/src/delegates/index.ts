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
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { DELEGATES_OPERATIONS } from './delegates.area';

export type { DELEGATES_OPERATIONS } from './delegates.area';

/** The delegates area's operations; each `execute()` resolves to a `Result`. */
export type DelegatesApi = AreaOperations<typeof DELEGATES_OPERATIONS>;

const NAMES = {
  fetchTeam: true,
  submitTeam: true,
  listDelegates: true,
  fetchDelegate: true,
  registerDelegate: true,
} as const satisfies OperationNames<typeof DELEGATES_OPERATIONS>;

/** The delegates area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getDelegates(client: FairpassClient): DelegatesApi {
  return lazyArea(client, { name: 'delegates', operations: NAMES, load: async () => (await import('./delegates.area')).delegatesArea });
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
