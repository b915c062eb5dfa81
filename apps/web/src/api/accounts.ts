/** POST account/all: the accounts the user may see, with their balances (spec §7). */
import { accountReportsEndpoints, accountsEndpoints } from '@baraka/contracts/accounts/endpoints';
import type { Account } from '@baraka/contracts/accounts/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../lib/call';

export function fetchAccounts(signal?: AbortSignal): Promise<Account[]> {
  return call(accountsEndpoints.all, { body: {} }, { signal });
}

export const accountsQueryOptions = (isEnabled = true) =>
  queryOptions({
    queryKey: keyOf(accountsEndpoints.all),
    queryFn: ({ signal }) => fetchAccounts(signal),
    enabled: isEnabled,
  });

export function useAccounts(isEnabled = true) {
  return useQuery(accountsQueryOptions(isEnabled));
}

/** After money moved: every answer about accounts (balances, operations, documents) is stale. */
export function invalidateAccountAnswers(queryClient: QueryClient): Promise<void> {
  const endpoints = [...Object.values(accountsEndpoints), ...Object.values(accountReportsEndpoints)];
  return Promise.all(
    endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: keyOf(endpoint) })),
  ).then(() => undefined);
}

/** The account the app opens on: the main one, else the first. */
export function pickMainAccount(accounts: readonly Account[]): Account | undefined {
  return accounts.find((account) => account.accountType === 'MAIN') ?? accounts[0];
}
