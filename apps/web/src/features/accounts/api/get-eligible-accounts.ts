/** POST account/eligibleAccountsList: the accounts an operation may use (here: statements, RIB). */
import type { Account } from '@baraka/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type EligibilityPurpose = 'DEBIT' | 'CREDIT' | 'STATEMENT' | 'RIB';

export function fetchEligibleAccounts(purpose: EligibilityPurpose, signal?: AbortSignal): Promise<Account[]> {
  return apiRequest<Account[]>('account/eligibleAccountsList', { method: 'POST', body: { purpose }, signal });
}

export const eligibleAccountsQueryOptions = (purpose: EligibilityPurpose) =>
  queryOptions({
    queryKey: ['accounts', 'eligible', purpose],
    queryFn: ({ signal }) => fetchEligibleAccounts(purpose, signal),
  });

export function useEligibleAccounts(purpose: EligibilityPurpose) {
  return useQuery(eligibleAccountsQueryOptions(purpose));
}
