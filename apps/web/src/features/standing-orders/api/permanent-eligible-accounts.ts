/** GET secure/account/permanent/eligible: the accounts a standing order may debit. */
import { accountsEndpoints } from '@baraka/contracts/accounts/endpoints';
import type { Account } from '@baraka/contracts/accounts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchPermanentEligibleAccounts(signal?: AbortSignal): Promise<Account[]> {
  return call(accountsEndpoints.permanentEligible, {}, { signal });
}

export const permanentEligibleAccountsQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(accountsEndpoints.permanentEligible),
    queryFn: ({ signal }) => fetchPermanentEligibleAccounts(signal),
  });

export function usePermanentEligibleAccounts() {
  return useQuery(permanentEligibleAccountsQueryOptions());
}
