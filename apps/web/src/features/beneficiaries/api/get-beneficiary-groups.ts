/** POST byBenefType: the payees grouped by kind, each group with what the user may do in it (spec §7). */
import type { BeneficiaryGroup } from '@baraka/contracts/beneficiaries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every beneficiaries query lives under this key, so one change refreshes them all. */
export const BENEFICIARIES_QUERY_KEY = ['beneficiaries'] as const;

export function fetchBeneficiaryGroups(signal?: AbortSignal): Promise<BeneficiaryGroup[]> {
  return apiRequest<BeneficiaryGroup[]>('byBenefType', { method: 'POST', body: {}, signal });
}

export const beneficiaryGroupsQueryOptions = () =>
  queryOptions({
    queryKey: [...BENEFICIARIES_QUERY_KEY, 'groups'],
    queryFn: ({ signal }) => fetchBeneficiaryGroups(signal),
  });

export function useBeneficiaryGroups() {
  return useQuery(beneficiaryGroupsQueryOptions());
}
