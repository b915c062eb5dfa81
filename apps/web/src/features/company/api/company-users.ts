/** GET secure/api/company/users: the company's other users and their rights (its account holder only). */

import type { CompanyUser } from '@baraka/contracts/identity/company';
import { companyEndpoints } from '@baraka/contracts/identity/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const COMPANY_USERS_KEY = keyOf(companyEndpoints.users);

export const companyUsersQueryOptions = () =>
  queryOptions({
    queryKey: COMPANY_USERS_KEY,
    queryFn: ({ signal }): Promise<CompanyUser[]> => call(companyEndpoints.users, {}, { signal }),
  });

export function useCompanyUsers() {
  return useQuery(companyUsersQueryOptions());
}
