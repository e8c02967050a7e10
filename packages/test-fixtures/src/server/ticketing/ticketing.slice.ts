// `state.ticketing`: the catalogue, orders, payments and tickets, and the after-sales records kept with
// them (gifts, invoice headers and applications). The ticket buyers and after-sales buyers are its users.
import { seedAftersalesBuyers } from '../../data/aftersales-buyers.data';
import { seedTicketBuyers } from '../../data/ticket-buyers.data';
import { defineStateSlice } from '../kit/state-slice';
import { TicketingState } from './ticketing-state';

export const stateSlice = defineStateSlice({
  /**
   * `isHaveTicket` follows the tickets: a ticket issued sets it; a ticket revoked (given away, refunded)
   * clears it when it was the user's last one. A 1 seeded without tickets here (a ticket that came with
   * the registration) stays until then.
   */
  create(host, clock) {
    const ticketing: TicketingState = new TicketingState(
      clock,
      (userId) => {
        const user = host.userById(userId);
        if (user) user.isHaveTicket = 1;
      },
      (userId) => {
        const user = host.userById(userId);
        if (user && !ticketing.hasValidTicket(userId)) user.isHaveTicket = 0;
      },
    );
    return ticketing;
  },
  seedUsers: () => [...seedTicketBuyers(), ...seedAftersalesBuyers()],
  afterReset(ticketing, host) {
    for (const user of host.users) if (ticketing.hasValidTicket(user.userId)) user.isHaveTicket = 1;
  },
  snapshot: (ticketing) => ({
    orders: ticketing.orders.every().length,
    tickets: ticketing.tickets.every().length,
    gifts: ticketing.gifts.every().length,
    invoiceApplications: ticketing.invoices.every().length,
  }),
});
