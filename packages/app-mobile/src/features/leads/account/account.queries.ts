// The lead account's reads over the SDK's leads area, with their keys: the account (role, package,
// a transfer in review), its staff, the packages on sale and the bank details for a transfer. A write
// here (staff, an order, a transfer) invalidates ACCOUNT_KEYS.all: the account and its staff count follow.
import { queryOptions } from '@tanstack/react-query';
import type { BankTransferInfo, LeadAccount, LeadStaff, PackageOffer } from '@fairpass/domain/leads';
import type { FairpassClient } from '@fairpass/sdk';
import { getLeads } from '@fairpass/sdk/leads';
import { fromResult } from '../../../ui/server-state/result-query';

export const ACCOUNT_KEYS = {
  all: ['leads', 'account'] as const,
  account: ['leads', 'account', 'self'] as const,
  staff: ['leads', 'account', 'staff'] as const,
  packages: ['leads', 'account', 'packages'] as const,
  bankInfo: ['leads', 'account', 'bankInfo'] as const,
};

/** While a transfer is in review the account is asked again now and then (the organiser decides in 1–3 working days). */
const REVIEW_POLL_MS = 30_000;

export const leadAccountQuery = (client: FairpassClient) =>
  queryOptions({
    queryKey: ACCOUNT_KEYS.account,
    queryFn: fromResult<LeadAccount>((options) => getLeads(client).fetchLeadAccount.execute(options)),
    refetchInterval: (query) => (query.state.data?.transfer?.state === 'in_review' ? REVIEW_POLL_MS : false),
  });

export const staffQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: ACCOUNT_KEYS.staff, queryFn: fromResult<readonly LeadStaff[]>((options) => getLeads(client).listStaff.execute(options)) });

export const packagesQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: ACCOUNT_KEYS.packages, queryFn: fromResult<readonly PackageOffer[]>((options) => getLeads(client).listPackages.execute(options)) });

export const bankInfoQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: ACCOUNT_KEYS.bankInfo, queryFn: fromResult<BankTransferInfo>((options) => getLeads(client).fetchBankInfo.execute(options)) });
