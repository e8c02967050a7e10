// The wallet's reads with the phone's kept copy behind them (issue 28 §3): the SDK answers from the
// server with a login and keeps what it shows, and from the copy with no network or no login. They run
// whatever the browser says of the network (TanStack would pause a read while offline): the kept copy is
// what answers then. The keys are the ticketing keys, so every write that changes tickets reads them anew.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Page } from '@fairpass/domain';
import type { Ticket } from '@fairpass/domain/ticketing';
import type { FairpassClient } from '@fairpass/sdk';
import { getTicketing, type WalletAnswer } from '@fairpass/sdk/ticketing';
import { bladePaging } from '../../../ui/server-state/paging';
import { fromResult } from '../../../ui/server-state/result-query';
import { PAGE_SIZE, TICKETING_KEYS } from '../ticketing.queries';

/** A page of tickets; a page of the valid ones says when it arrived and whether the kept copy gave it. */
export type TicketListPage = Page<Ticket> & Partial<WalletAnswer>;

/** The valid tickets (the wallet, with the kept copy behind it) or the history, a page at a time. */
export const ticketListQuery = (client: FairpassClient, scope: 'valid' | 'history') =>
  infiniteQueryOptions({
    queryKey: TICKETING_KEYS.tickets(scope),
    queryFn: ({ pageParam, signal }): Promise<TicketListPage> => {
      const page = { current: pageParam, size: PAGE_SIZE };
      return scope === 'valid'
        ? fromResult((options) => getTicketing(client).readWallet.execute(page, options))({ signal })
        : fromResult((options) => getTicketing(client).listTickets.execute({ scope, ...page }, options))({ signal });
    },
    ...bladePaging,
    networkMode: 'always',
  });

/** The wallet: the valid tickets, with the phone's kept copy behind them. */
export const walletQuery = (client: FairpassClient) => ticketListQuery(client, 'valid');

export const walletTicketQuery = (client: FairpassClient, ticketId: string) =>
  queryOptions({
    queryKey: TICKETING_KEYS.ticket(ticketId),
    queryFn: fromResult((options) => getTicketing(client).readWalletTicket.execute({ ticketId }, options)),
    networkMode: 'always',
  });
