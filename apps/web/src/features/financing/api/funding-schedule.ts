/** POST funding/schedule-list: the amortisation schedule with what is repaid and unpaid, and the total profit. */
import { financingEndpoints } from '@baraka/contracts/financing/endpoints';
import type { FundingSchedule } from '@baraka/contracts/financing/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchFundingSchedule(loanId: string, signal?: AbortSignal): Promise<FundingSchedule> {
  return call(financingEndpoints.schedule, { body: { loanId } }, { signal });
}

export const fundingScheduleQueryOptions = (loanId: string) =>
  queryOptions({
    queryKey: keyOf(financingEndpoints.schedule, { body: { loanId } }),
    queryFn: ({ signal }) => fetchFundingSchedule(loanId, signal),
  });

export function useFundingSchedule(loanId: string | null) {
  return useQuery({ ...fundingScheduleQueryOptions(loanId ?? ''), enabled: Boolean(loanId) });
}
