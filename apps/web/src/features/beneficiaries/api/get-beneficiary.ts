/** POST getOne: one of the customer's payees, to edit it (spec §7). */

import { beneficiariesEndpoints } from '@baraka/contracts/beneficiaries/endpoints';
import type { Beneficiary } from '@baraka/contracts/beneficiaries/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchBeneficiary(id: string, signal?: AbortSignal): Promise<Beneficiary> {
  return call(beneficiariesEndpoints.one, { body: { id } }, { signal });
}

export const beneficiaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: keyOf(beneficiariesEndpoints.one, { body: { id } }),
    queryFn: ({ signal }) => fetchBeneficiary(id, signal),
    enabled: id !== '',
    // An unknown id answers 404: asking again will not find it.
    retry: false,
  });

export function useBeneficiary(id: string) {
  return useQuery(beneficiaryQueryOptions(id));
}
