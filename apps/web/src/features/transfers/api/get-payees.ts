/** POST beneficiaries/byType: the saved payees a transfer of one type may pay. */

import { beneficiariesEndpoints } from '@baraka/contracts/beneficiaries/endpoints';
import type { Beneficiary, BeneficiaryTypeName } from '@baraka/contracts/beneficiaries/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

const payeesInput = (type: BeneficiaryTypeName) => ({ body: { beneficiaryType: type } });

export const payeesQueryKey = (type: BeneficiaryTypeName) =>
  keyOf(beneficiariesEndpoints.byType, payeesInput(type));

export function fetchPayees(type: BeneficiaryTypeName, signal?: AbortSignal): Promise<Beneficiary[]> {
  return call(beneficiariesEndpoints.byType, payeesInput(type), { signal });
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
