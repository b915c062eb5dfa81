/** A top-up amount as typed ("25", "12,5"): the call's format, above zero, as the exact decimal it shows. */
import { amountInputSchema } from '@baraka/contracts/accounts/schemas';
import { toThousandths } from './limit-gauge';

export type TopUpAmount = { isValid: boolean; isPositive: boolean; decimal: string };

export function readTopUpAmount(text: string): TopUpAmount {
  const parsed = amountInputSchema.safeParse(text);
  if (!parsed.success) {
    return { isValid: false, isPositive: false, decimal: '0' };
  }
  const decimal = parsed.data.replace(',', '.');
  return { isValid: true, isPositive: toThousandths(decimal) > 0n, decimal };
}
