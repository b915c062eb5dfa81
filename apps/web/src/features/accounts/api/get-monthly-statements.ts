/** POST secure/list-extrait: the monthly statements the bank can issue for an account. */
import type { MonthlyStatement } from '@baraka/contracts/account-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function fetchMonthlyStatements(accountId: string, signal?: AbortSignal): Promise<MonthlyStatement[]> {
  return apiRequest<MonthlyStatement[]>('secure/list-extrait', {
    method: 'POST',
    body: { accountId },
    signal,
  });
}

export const monthlyStatementsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: ['accounts', 'statements', accountId],
    queryFn: ({ signal }) => fetchMonthlyStatements(accountId, signal),
  });

export function useMonthlyStatements(accountId: string | undefined) {
  return useQuery({ ...monthlyStatementsQueryOptions(accountId ?? ''), enabled: Boolean(accountId) });
}
