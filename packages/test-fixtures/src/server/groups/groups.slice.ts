// `state.groups`: the visiting groups, their members and the group accounts' sub-accounts (issue 16).
// Its seeds name the group users (seeded here), so it resets after every user is seeded.
import { seedGroupUsers } from '../../data/groups.data';
import { defineStateSlice } from '../kit/state-slice';
import { GroupsState } from './groups-state';

export const stateSlice = defineStateSlice({
  create: (host, clock) => new GroupsState(clock, host),
  seedUsers: seedGroupUsers,
  snapshot: (groups) => ({ groups: groups.groups.length, members: groups.members.length, subAccounts: groups.subAccounts.length }),
});
