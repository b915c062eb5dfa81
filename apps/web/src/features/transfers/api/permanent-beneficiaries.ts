/** GET beneficiaries/all: the saved payees; a standing order goes to those with a Tunisian RIB. */
import type { Beneficiary } from '@baraka/contracts/beneficiaries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function fetchBeneficiaries(signal?: AbortSignal): Promise<Beneficiary[]> {
  return apiRequest<Beneficiary[]>('beneficiaries/all', { signal });
}

export const beneficiariesQueryOptions = () =>
  queryOptions({ queryKey: ['beneficiaries', 'all'], queryFn: ({ signal }) => fetchBeneficiaries(signal) });

export function usePermanentBeneficiaries(isEnabled = true) {
  return useQuery({ ...beneficiariesQueryOptions(), enabled: isEnabled });
}
