/** POST beneficiaries/byType: the saved payees a transfer of one type may pay. */
import type { Beneficiary, BeneficiaryTypeName } from '@baraka/contracts/beneficiaries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const payeesQueryKey = (type: BeneficiaryTypeName) => ['beneficiaries', 'byType', type] as const;

export function fetchPayees(type: BeneficiaryTypeName, signal?: AbortSignal): Promise<Beneficiary[]> {
  return apiRequest<Beneficiary[]>('beneficiaries/byType', {
    method: 'POST',
    body: { beneficiaryType: type },
    signal,
  });
}

export const payeesQueryOptions = (type: BeneficiaryTypeName, isEnabled = true) =>
  queryOptions({
    queryKey: payeesQueryKey(type),
    queryFn: ({ signal }) => fetchPayees(type, signal),
    enabled: isEnabled,
  });

export function usePayees(type: BeneficiaryTypeName | null) {
  return useQuery(payeesQueryOptions(type ?? 'LOCAL', type !== null));
}
