/** POST secure/account/balances: an account's end-of-month balances (MM/YYYY), this month at today. */
import { accountsEndpoints } from '@baraka/contracts/accounts/endpoints';
import type { MonthlyBalance } from '@baraka/contracts/accounts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const BALANCE_HISTORY_MONTHS = 12;

const balanceHistoryInput = (accountId: string) => ({
  body: { accountId, months: BALANCE_HISTORY_MONTHS },
});

export function fetchBalanceHistory(accountId: string, signal?: AbortSignal): Promise<MonthlyBalance[]> {
  return call(accountsEndpoints.monthlyBalances, balanceHistoryInput(accountId), { signal });
}

export const balanceHistoryQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: keyOf(accountsEndpoints.monthlyBalances, balanceHistoryInput(accountId)),
    queryFn: ({ signal }) => fetchBalanceHistory(accountId, signal),
  });

export function useBalanceHistory(accountId: string | undefined) {
  return useQuery({ ...balanceHistoryQueryOptions(accountId ?? ''), enabled: Boolean(accountId) });
}
