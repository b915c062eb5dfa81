/**
 * The bank's own ledger accounts, one per purpose and currency: the other side of every customer
 * movement, so the sum of all balances of one currency is always zero. Opened on first use.
 */
import { buildRib, CURRENCY_MINOR_DIGITS } from '@baraka/domain';
import { and, eq } from 'drizzle-orm';
import type { AppTx } from '../../db/client.ts';
import { ledgerAccounts } from '../../db/schema/index.ts';

export const BANK_PURPOSES = {
  INTERBANK_CLEARING: { code: '01', title: 'Compensation interbancaire' },
  FX_POSITION: { code: '02', title: 'Position de change' },
  FEES: { code: '03', title: 'Commissions perçues' },
  SUSPENSE: { code: '04', title: "Compte d'attente" },
  CASH: { code: '05', title: 'Caisse' },
  FINANCING: { code: '06', title: 'Encours de financement' },
  CARD_SETTLEMENT: { code: '07', title: 'Règlement monétique' },
  PROFIT: { code: '08', title: 'Produits de financement' },
} as const;
export type BankPurpose = keyof typeof BANK_PURPOSES;

const HEAD_OFFICE_BRANCH = '000';

/** 99 + purpose (2) + currency index (3) + zeros: 13 digits no customer account uses. */
export function bankAccountNumber(purpose: BankPurpose, currency: string): string {
  const index = Object.keys(CURRENCY_MINOR_DIGITS).indexOf(currency);
  if (index < 0) {
    throw new RangeError(`Unknown currency ${currency}`);
  }
  return `99${BANK_PURPOSES[purpose].code}${String(index).padStart(3, '0')}000000`;
}

export async function getBankAccountId(tx: AppTx, purpose: BankPurpose, currency: string): Promise<string> {
  const where = and(eq(ledgerAccounts.bankPurpose, purpose), eq(ledgerAccounts.currency, currency));
  const [existing] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (existing) {
    return existing.id;
  }
  const accountNumber = bankAccountNumber(purpose, currency);
  await tx
    .insert(ledgerAccounts)
    .values({
      owner: 'BANK',
      bankPurpose: purpose,
      accountNumber,
      rib: buildRib('32', HEAD_OFFICE_BRANCH, accountNumber),
      currency,
      category: 'BANK',
      title: `${BANK_PURPOSES[purpose].title} ${currency}`,
      branchCode: HEAD_OFFICE_BRANCH,
      branchName: 'Siège',
      openDate: new Date().toISOString().slice(0, 10),
      overdraftLimitMinor: null,
    })
    .onConflictDoNothing();
  const [created] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (!created) {
    throw new Error(`Bank account ${purpose} ${currency} could not be opened`);
  }
  return created.id;
}
