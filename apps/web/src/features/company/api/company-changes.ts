/** GET secure/api/company/users/changes: who changed what for the company's users, and when. */
import type { CompanyUserChange } from '@baraka/contracts/identity/company';
import { companyEndpoints } from '@baraka/contracts/identity/endpoints';
import { useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const COMPANY_CHANGES_KEY = keyOf(companyEndpoints.changes);

export function useCompanyChanges() {
  return useQuery({
    queryKey: COMPANY_CHANGES_KEY,
    queryFn: ({ signal }): Promise<CompanyUserChange[]> => call(companyEndpoints.changes, {}, { signal }),
  });
}
