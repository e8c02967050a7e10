// The ticketing reads over the SDK's ticketing area, with their keys: ticket types, orders, payment
// status and tickets. Writes (order, pay, cancel, upgrade, report loss) invalidate what they change
// through TICKETING_KEYS, so every screen showing an order or a ticket reads it anew.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import type { OrderTab } from '@fairpass/domain/ticketing';
import { getTicketing } from '@fairpass/sdk/ticketing';
import { bladePaging } from '../../ui/server-state/paging';
import { fromResult } from '../../ui/server-state/result-query';

/** Orders and tickets are read this many at a time (the lists page; 500 orders never load at once). */
export const PAGE_SIZE = 10;

export const TICKETING_KEYS = {
  all: ['ticketing'] as const,
  types: (exhibitionId: string, registerLinkId: string) => ['ticketing', 'types', exhibitionId, registerLinkId] as const,
  type: (id: string) => ['ticketing', 'type', id] as const,
  orders: ['ticketing', 'orders'] as const,
  /** One tab of "my orders" and its search (under `orders`, so every order write refreshes it). */
  orderList: (tab: OrderTab, orderNo: string) => ['ticketing', 'orders', 'list', tab, orderNo] as const,
  order: (orderId: string) => ['ticketing', 'orders', orderId] as const,
  tickets: (scope: 'valid' | 'history') => ['ticketing', 'tickets', scope] as const,
  ticket: (ticketId: string) => ['ticketing', 'ticket', ticketId] as const,
  upgradeOptions: (ticketId: string) => ['ticketing', 'upgrade', ticketId] as const,
  journals: (exhibitionId: string) => ['ticketing', 'journals', exhibitionId] as const,
  refundPreview: (orderId: string) => ['ticketing', 'orders', orderId, 'refund'] as const,
};

export const ticketTypesQuery = (client: FairpassClient, exhibitionId: string, registerLinkId: string) =>
  queryOptions({
    queryKey: TICKETING_KEYS.types(exhibitionId, registerLinkId),
    queryFn: fromResult((options) => getTicketing(client).listTicketTypes.execute(registerLinkId ? { registerLinkId } : {}, options)),
  });

export const ticketTypeQuery = (client: FairpassClient, id: string) =>
  queryOptions({
    queryKey: TICKETING_KEYS.type(id),
    queryFn: fromResult((options) => getTicketing(client).fetchTicketType.execute({ id }, options)),
  });

export const orderQuery = (client: FairpassClient, orderId: string) =>
  queryOptions({
    queryKey: TICKETING_KEYS.order(orderId),
    queryFn: fromResult((options) => getTicketing(client).fetchOrder.execute({ orderId }, options)),
  });

export const ordersQuery = (client: FairpassClient, tab: OrderTab = 'all', orderNo = '') =>
  infiniteQueryOptions({
    queryKey: TICKETING_KEYS.orderList(tab, orderNo),
    queryFn: ({ pageParam, signal }) =>
      fromResult((options) =>
        getTicketing(client).listOrders.execute({ current: pageParam, size: PAGE_SIZE, ...(tab === 'all' ? {} : { status: tab }), ...(orderNo ? { orderNo } : {}) }, options),
      )({ signal }),
    ...bladePaging,
  });

export const ticketsQuery = (client: FairpassClient, scope: 'valid' | 'history') =>
  infiniteQueryOptions({
    queryKey: TICKETING_KEYS.tickets(scope),
    queryFn: ({ pageParam, signal }) =>
      fromResult((options) => getTicketing(client).listTickets.execute({ scope, current: pageParam, size: PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });

export const ticketQuery = (client: FairpassClient, ticketId: string) =>
  queryOptions({
    queryKey: TICKETING_KEYS.ticket(ticketId),
    queryFn: fromResult((options) => getTicketing(client).fetchTicket.execute({ ticketId }, options)),
  });

export const upgradeOptionsQuery = (client: FairpassClient, ticketId: string) =>
  queryOptions({
    queryKey: TICKETING_KEYS.upgradeOptions(ticketId),
    queryFn: fromResult((options) => getTicketing(client).listUpgradeOptions.execute({ ticketId }, options)),
  });

export const journalsQuery = (client: FairpassClient, exhibitionId: string) =>
  queryOptions({
    queryKey: TICKETING_KEYS.journals(exhibitionId),
    queryFn: fromResult((options) => getTicketing(client).listJournals.execute({}, options)),
  });

export const refundPreviewQuery = (client: FairpassClient, orderId: string) =>
  queryOptions({
    queryKey: TICKETING_KEYS.refundPreview(orderId),
    queryFn: fromResult((options) => getTicketing(client).previewRefund.execute({ orderId }, options)),
  });
