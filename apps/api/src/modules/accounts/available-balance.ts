/** What an account can spend now: the booked balance less its open holds, plus the authorised overdraft. */
import type { ledgerAccounts } from '../../db/schema/index.ts';

type BalanceFields = Pick<
  typeof ledgerAccounts.$inferSelect,
  'balanceMinor' | 'heldMinor' | 'overdraftLimitMinor'
>;

export const getAvailableMinor = (account: BalanceFields): bigint =>
  account.balanceMinor - account.heldMinor + (account.overdraftLimitMinor ?? 0n);
