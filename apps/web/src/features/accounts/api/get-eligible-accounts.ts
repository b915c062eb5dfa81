/** POST account/eligibleAccountsList: the accounts an operation may use (here: statements, RIB). */
import { accountsEndpoints } from '@baraka/contracts/accounts/endpoints';
import type { Account } from '@baraka/contracts/accounts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export type EligibilityPurpose = 'DEBIT' | 'CREDIT' | 'STATEMENT' | 'RIB';

export function fetchEligibleAccounts(purpose: EligibilityPurpose, signal?: AbortSignal): Promise<Account[]> {
  return call(accountsEndpoints.eligible, { body: { purpose } }, { signal });
}

export const eligibleAccountsQueryOptions = (purpose: EligibilityPurpose) =>
  queryOptions({
    queryKey: keyOf(accountsEndpoints.eligible, { body: { purpose } }),
    queryFn: ({ signal }) => fetchEligibleAccounts(purpose, signal),
  });

export function useEligibleAccounts(purpose: EligibilityPurpose) {
  return useQuery(eligibleAccountsQueryOptions(purpose));
}
