/** POST secure/list-extrait: the monthly statements the bank can issue for an account. */
import { accountReportsEndpoints } from '@baraka/contracts/accounts/endpoints';
import type { MonthlyStatement } from '@baraka/contracts/accounts/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchMonthlyStatements(accountId: string, signal?: AbortSignal): Promise<MonthlyStatement[]> {
  return call(accountReportsEndpoints.monthlyStatements, { body: { accountId } }, { signal });
}

export const monthlyStatementsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: keyOf(accountReportsEndpoints.monthlyStatements, { body: { accountId } }),
    queryFn: ({ signal }) => fetchMonthlyStatements(accountId, signal),
  });

export function useMonthlyStatements(accountId: string | undefined) {
  return useQuery({ ...monthlyStatementsQueryOptions(accountId ?? ''), enabled: Boolean(accountId) });
}
