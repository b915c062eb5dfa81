/** POST {unsecured}bank (spec §7 Public): the foreign bank of a BIC, to fill its name and address. */

import { beneficiariesEndpoints } from '@baraka/contracts/beneficiaries/endpoints';
import type { BankInfo } from '@baraka/contracts/beneficiaries/schemas';
import { isValidBic, normalizeBic } from '@baraka/domain/rib/bic';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchBanksByBic(swift: string, signal?: AbortSignal): Promise<BankInfo[]> {
  return call(beneficiariesEndpoints.bankLookup, { body: { swift } }, { signal });
}

/** Asked only once the BIC is complete (8 or 11 characters); a bank's details rarely change. */
export const bankByBicQueryOptions = (bic: string) => {
  const swift = normalizeBic(bic);
  return queryOptions({
    queryKey: keyOf(beneficiariesEndpoints.bankLookup, { body: { swift } }),
    queryFn: ({ signal }) => fetchBanksByBic(swift, signal),
    enabled: isValidBic(swift),
    staleTime: 60 * 60 * 1000,
  });
};

export function useBankByBic(bic: string) {
  return useQuery(bankByBicQueryOptions(bic));
}
