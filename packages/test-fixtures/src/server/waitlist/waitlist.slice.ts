// `state.waitlist`: the waiting-list area's seeds (issue 28). Its records live in the ticketing state
// (`state.ticketing.waitingList`); what this slice adds on every reset is its buyers and 退二's paid
// summit order, written into the ticketing state's stores after that state has reset (slices reset in
// folder-name order: ticketing before waitlist). The summit's seat in that order is one of its 100: the
// catalogue's 100 sold before the run become 99 (data/waitlist.data.ts).
import { seedWaitlistBuyers, seedWaitlistOrders } from '../../data/waitlist.data';
import { SEED } from '../../data/seed.constants';
import type { Clock } from '../clock';
import { defineStateSlice, type StateHost } from '../kit/state-slice';
import type { TicketingState } from '../ticketing/ticketing-state';

export class WaitlistSeeds {
  constructor(
    private readonly host: StateHost,
    private readonly clock: Clock,
  ) {}

  reset(): void {
    const ticketing = this.host.slice<TicketingState>('ticketing');
    const { orders, tickets } = seedWaitlistOrders(this.clock());
    for (const order of orders) ticketing.orders.add(order);
    for (const ticket of tickets) ticketing.tickets.add(ticket);
    const summit = ticketing.type(SEED.ticketing.types.soldOut);
    const seats = orders.flatMap((order) => order.lines).filter((line) => line.ticketTypeId === summit?.id).reduce((sum, line) => sum + line.quantity, 0);
    if (summit) summit.soldBefore = Math.max(0, summit.soldBefore - seats);
  }
}

export const stateSlice = defineStateSlice({
  create: (host, clock) => new WaitlistSeeds(host, clock),
  seedUsers: seedWaitlistBuyers,
});
