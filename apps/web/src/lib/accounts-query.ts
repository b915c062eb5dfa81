/** POST account/all: the accounts the user may see, with their balances (spec §7). */
import type { Account } from '@baraka/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const ACCOUNTS_QUERY_KEY = ['accounts', 'all'] as const;

export function fetchAccounts(signal?: AbortSignal): Promise<Account[]> {
  return apiRequest<Account[]>('account/all', { method: 'POST', body: {}, signal });
}

export const accountsQueryOptions = (isEnabled = true) =>
  queryOptions({
    queryKey: ACCOUNTS_QUERY_KEY,
    queryFn: ({ signal }) => fetchAccounts(signal),
    enabled: isEnabled,
  });

export function useAccounts(isEnabled = true) {
  return useQuery(accountsQueryOptions(isEnabled));
}

/** The account the app opens on: the main one, else the first. */
export function pickMainAccount(accounts: readonly Account[]): Account | undefined {
  return accounts.find((account) => account.accountType === 'MAIN') ?? accounts[0];
}
