/** POST secure/account/balances: an account's end-of-month balances (MM/YYYY), this month at today. */
import type { MonthlyBalance } from '@baraka/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const BALANCE_HISTORY_MONTHS = 12;

export function fetchBalanceHistory(accountId: string, signal?: AbortSignal): Promise<MonthlyBalance[]> {
  return apiRequest<MonthlyBalance[]>('secure/account/balances', {
    method: 'POST',
    body: { accountId, months: BALANCE_HISTORY_MONTHS },
    signal,
  });
}

export const balanceHistoryQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: ['accounts', 'balances', accountId],
    queryFn: ({ signal }) => fetchBalanceHistory(accountId, signal),
  });

export function useBalanceHistory(accountId: string | undefined) {
  return useQuery({ ...balanceHistoryQueryOptions(accountId ?? ''), enabled: Boolean(accountId) });
}
