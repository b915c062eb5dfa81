/** POST byBenefType: the payees grouped by kind, each group with what the user may do in it (spec §7). */

import { beneficiariesEndpoints } from '@baraka/contracts/beneficiaries/endpoints';
import type { BeneficiaryGroup } from '@baraka/contracts/beneficiaries/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

/** The calls reading payees: one change (added, edited, deleted) refreshes them all. */
const BENEFICIARY_READS = [
  beneficiariesEndpoints.all,
  beneficiariesEndpoints.allByPost,
  beneficiariesEndpoints.one,
  beneficiariesEndpoints.byType,
  beneficiariesEndpoints.groups,
];

export function invalidateBeneficiaryAnswers(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    BENEFICIARY_READS.map((endpoint) => queryClient.invalidateQueries({ queryKey: keyOf(endpoint) })),
  ).then(() => undefined);
}

export function fetchBeneficiaryGroups(signal?: AbortSignal): Promise<BeneficiaryGroup[]> {
  return call(beneficiariesEndpoints.groups, { body: {} }, { signal });
}

export const beneficiaryGroupsQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(beneficiariesEndpoints.groups),
    queryFn: ({ signal }) => fetchBeneficiaryGroups(signal),
  });

export function useBeneficiaryGroups() {
  return useQuery(beneficiaryGroupsQueryOptions());
}
