/** POST account/updateMinAndMaxAmount: an account's low and high balance alert thresholds. */
import { accountsEndpoints } from '@baraka/contracts/accounts/endpoints';
import type { Account } from '@baraka/contracts/accounts/schemas';
import { call } from '../../../lib/call';

export function updateBalanceAlerts(
  accountId: string,
  minAmount: string | null,
  maxAmount: string | null,
): Promise<Account> {
  return call(accountsEndpoints.updateMinAndMaxAmount, { body: { accountId, minAmount, maxAmount } });
}
