// `state.delegates`: who registered whom, teams, help and business cards (issue 16); the people
// themselves are user records, the delegate users seeded here among them.
import { seedDelegateUsers } from '../../data/delegates.data';
import { defineStateSlice } from '../kit/state-slice';
import { DelegatesState } from './delegates-state';

export const stateSlice = defineStateSlice({
  create: (_host, clock) => new DelegatesState(clock),
  seedUsers: seedDelegateUsers,
  snapshot: (delegates) => ({ links: delegates.links.length, teams: delegates.teams.length }),
});
