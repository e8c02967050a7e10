// `state.leads`: the trade-fair lead tool's visitors, lead accounts, leads, receipts and transfers
// (issue 17). Packages are paid as ticketing orders, so it reads `state.ticketing` through the host.
import { seedLeadUsers } from '../../data/leads.data';
import { defineStateSlice } from '../kit/state-slice';
import type { TicketingState } from '../ticketing/ticketing-state';
import { LeadsState } from './leads-state';

export const stateSlice = defineStateSlice({
  create: (host, clock) =>
    new LeadsState(clock, {
      get users() {
        return host.users;
      },
      get ticketing() {
        return host.slice<TicketingState>('ticketing');
      },
      userById: (userId) => host.userById(userId),
    }),
  seedUsers: seedLeadUsers,
});
