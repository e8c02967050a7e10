// `state.reach`: invitations, traceability channels and the registrations each code came with (issue 16).
import { seedReachUsers } from '../../data/reach.data';
import { defineStateSlice } from '../kit/state-slice';
import { ReachState } from './reach-state';

export const stateSlice = defineStateSlice({
  create: (_host, clock) => new ReachState(clock),
  seedUsers: seedReachUsers,
});
