/** POST getOne: one of the customer's payees, to edit it (spec §7). */
import type { Beneficiary } from '@baraka/contracts/beneficiaries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BENEFICIARIES_QUERY_KEY } from './get-beneficiary-groups';

export function fetchBeneficiary(id: string, signal?: AbortSignal): Promise<Beneficiary> {
  return apiRequest<Beneficiary>('getOne', { method: 'POST', body: { id }, signal });
}

export const beneficiaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...BENEFICIARIES_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => fetchBeneficiary(id, signal),
    enabled: id !== '',
    // An unknown id answers 404: asking again will not find it.
    retry: false,
  });

export function useBeneficiary(id: string) {
  return useQuery(beneficiaryQueryOptions(id));
}
