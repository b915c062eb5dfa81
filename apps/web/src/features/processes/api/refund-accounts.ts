/** POST account/all: the accounts a financing may be paid into and repaid from (active, in dinars). */
import { accountsEndpoints } from '@baraka/contracts/accounts/endpoints';
import type { Account } from '@baraka/contracts/accounts/schemas';
import { useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function useRefundAccounts() {
  return useQuery({
    queryKey: keyOf(accountsEndpoints.all, { body: {} }),
    queryFn: ({ signal }): Promise<Account[]> => call(accountsEndpoints.all, { body: {} }, { signal }),
    select: (accounts) => accounts.filter((account) => account.currency === 'TND'),
  });
}
