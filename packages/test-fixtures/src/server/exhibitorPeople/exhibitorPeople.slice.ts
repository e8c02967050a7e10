// `state.exhibitorPeople`: the exhibitor's pass types, holders, last edition's holders and staff links
// (issue 31); the admins 13800000210, 211 and 214 are seeded here.
import { seedPeopleUsers } from '../../data/exhibitor-people.data';
import { defineStateSlice } from '../kit/state-slice';
import { ExhibitorPeopleState } from './exhibitor-people-state';

export const stateSlice = defineStateSlice({
  create: (host, clock) => new ExhibitorPeopleState(host, clock),
  seedUsers: seedPeopleUsers,
  snapshot: (people) => ({ passTypes: people.passTypes.length, relations: people.relations.length }),
});
