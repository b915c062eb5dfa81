/** Balances added up per currency, in minor units (never through a float). */
import type { Account } from '@baraka/contracts/accounts/schemas';
import { isCurrencyCode } from '@baraka/domain/money/currency';
import {
  addMoney,
  createMoney,
  formatMoneyPlain,
  type Money,
  parseMoney,
  subtractMoney,
} from '@baraka/domain/money/money';

export type CurrencyTotal = { currency: string; amount: string; accountCount: number };

/** One total of current balances per currency, the dinar first, then in the accounts' order. */
export function totalByCurrency(accounts: readonly Account[]): CurrencyTotal[] {
  const totals = new Map<string, { money: Money; accountCount: number }>();
  for (const account of accounts) {
    const { currency } = account;
    if (!isCurrencyCode(currency)) {
      continue;
    }
    const balance = parseMoney(account.currentBalance, currency);
    const current = totals.get(currency) ?? { money: createMoney(0n, currency), accountCount: 0 };
    totals.set(currency, { money: addMoney(current.money, balance), accountCount: current.accountCount + 1 });
  }
  return [...totals.entries()]
    .sort(([a], [b]) => Number(b === 'TND') - Number(a === 'TND'))
    .map(([currency, { money, accountCount }]) => ({
      currency,
      amount: formatMoneyPlain(money),
      accountCount,
    }));
}

/** `a − b` for two exact amounts of one currency ("what came in less what went out"). */
export function subtractAmounts(a: string, b: string, currency: string): string {
  if (!isCurrencyCode(currency)) {
    throw new RangeError(`Unknown currency ${currency}`);
  }
  return formatMoneyPlain(subtractMoney(parseMoney(a, currency), parseMoney(b, currency)));
}
