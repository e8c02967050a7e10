// An area's part of the contract state: `server/<area>/<area>.slice.ts` exports `stateSlice`, and
// ContractState (state.ts) builds it once as `state.<area>` (the folder's name) and resets it with the
// rest. The slice sees the state through StateHost, not the ContractState type: state.ts imports the
// slices (state-slices.generated.ts), so a slice importing state.ts would be a cycle.
import type { Clock } from '../clock';
import type { UserRecord } from '../user-record';

/** What a slice may use of the contract state. */
export interface StateHost {
  /** Every user record (a new list after each reset: read it through the host, do not keep it). */
  readonly users: UserRecord[];
  userById(userId: string): UserRecord | undefined;
  findUser(exhibitionId: string, matches: (user: UserRecord) => boolean): UserRecord | undefined;
  /** A person signing up during the run (a sub-account, a colleague added to a lead account …). */
  addUser(fields: Partial<UserRecord> & { exhibitionId: string }): UserRecord;
  /** Another area's state by its folder name, for an area built on another (leads sell packages as ticketing orders). */
  slice<S>(area: string): S;
}

/** The state an area keeps: anything that can go back to its seeds. */
export interface AreaState {
  /** Back to the area's seeds (on the server clock's now). */
  reset(): void;
}

export interface StateSlice<S extends AreaState> {
  /** Builds the area's state once per ContractState; every reset then calls its reset(). */
  create(host: StateHost, clock: Clock): S;
  /** The area's demo users, appended to `users` on every reset, before any area's state resets. */
  seedUsers?(): UserRecord[];
  /** Once every area's state has reset: what the area's state says on the user records (`isHaveTicket` …). */
  afterReset?(state: S, host: StateHost): void;
  /** The area's counts for `GET /__contract/state`. */
  snapshot?(state: S): Record<string, unknown>;
}

/** `stateSlice` of an `<area>.slice.ts` (an identity, for the types: `state.<area>` is what `create` returns). */
export const defineStateSlice = <S extends AreaState>(slice: StateSlice<S>): StateSlice<S> => slice;

/** The state a slice builds. */
export type SliceState<T> = T extends StateSlice<infer S> ? S : never;
