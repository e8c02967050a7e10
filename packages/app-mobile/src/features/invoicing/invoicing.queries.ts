// The invoice reads over the SDK's invoicing area, with their keys: saved headers, each order's
// eligibility, the invoiceable orders and the applications. Writes invalidate INVOICING_KEYS.all, so
// every screen showing a header or an application reads it anew.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import { getInvoicing } from '@fairpass/sdk/invoicing';
import { bladePaging } from '../../ui/server-state/paging';
import { fromResult } from '../../ui/server-state/result-query';

/** Orders and applications are read this many at a time. */
export const PAGE_SIZE = 10;

export const INVOICING_KEYS = {
  all: ['invoicing'] as const,
  headers: ['invoicing', 'headers'] as const,
  eligibility: (orderId: string) => ['invoicing', 'eligibility', orderId] as const,
  orders: ['invoicing', 'orders'] as const,
  applications: ['invoicing', 'applications'] as const,
};

export const headersQuery = (client: FairpassClient) =>
  queryOptions({
    queryKey: INVOICING_KEYS.headers,
    queryFn: fromResult((options) => getInvoicing(client).listHeaders.execute({}, options)),
  });

export const eligibilityQuery = (client: FairpassClient, orderId: string) =>
  queryOptions({
    queryKey: INVOICING_KEYS.eligibility(orderId),
    queryFn: fromResult((options) => getInvoicing(client).fetchEligibility.execute({ orderId }, options)),
  });

export const invoiceableOrdersQuery = (client: FairpassClient) =>
  infiniteQueryOptions({
    queryKey: INVOICING_KEYS.orders,
    queryFn: ({ pageParam, signal }) =>
      fromResult((options) => getInvoicing(client).listInvoiceableOrders.execute({ current: pageParam, size: PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });

export const applicationsQuery = (client: FairpassClient) =>
  infiniteQueryOptions({
    queryKey: INVOICING_KEYS.applications,
    queryFn: ({ pageParam, signal }) =>
      fromResult((options) => getInvoicing(client).listInvoices.execute({ current: pageParam, size: PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });
