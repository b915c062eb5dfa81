/** GET secure/account/permanent/eligible: the accounts a standing order may debit. */
import type { Account } from '@baraka/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function fetchPermanentEligibleAccounts(signal?: AbortSignal): Promise<Account[]> {
  return apiRequest<Account[]>('secure/account/permanent/eligible', { signal });
}

export const permanentEligibleAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ['accounts', 'permanent-eligible'],
    queryFn: ({ signal }) => fetchPermanentEligibleAccounts(signal),
  });

export function usePermanentEligibleAccounts() {
  return useQuery(permanentEligibleAccountsQueryOptions());
}
