// `state.exhibitor`: the exhibitor companies and where each exhibitor login stands (issue 30); the
// logins 13800000201–207 are seeded here.
import { seedExhibitorUsers } from '../../data/exhibitor.data';
import { defineStateSlice } from '../kit/state-slice';
import { ExhibitorState } from './exhibitor-state';

export const stateSlice = defineStateSlice({
  create: (_host, clock) => new ExhibitorState(clock),
  seedUsers: seedExhibitorUsers,
  snapshot: (exhibitor) => ({ companies: exhibitor.companies.length, accounts: exhibitor.accounts.length }),
});
