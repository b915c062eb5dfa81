/** GET beneficiaries/all: the saved payees; a standing order goes to those with a Tunisian RIB. */

import { beneficiariesEndpoints } from '@baraka/contracts/beneficiaries/endpoints';
import type { Beneficiary } from '@baraka/contracts/beneficiaries/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchBeneficiaries(signal?: AbortSignal): Promise<Beneficiary[]> {
  return call(beneficiariesEndpoints.all, {}, { signal });
}

export const beneficiariesQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(beneficiariesEndpoints.all),
    queryFn: ({ signal }) => fetchBeneficiaries(signal),
  });

export function usePermanentBeneficiaries(isEnabled = true) {
  return useQuery({ ...beneficiariesQueryOptions(), enabled: isEnabled });
}
