/**
 * Demo accounts and their last twelve months (embedded default, never in production): accounts per
 * plan, then every movement (on a main account, its financings' payouts and instalments too) written
 * as balanced journal entries in date order, through the same database rules as live postings. A
 * debit that the balance cannot carry is left out.
 */
import { addMonths, CURRENCY_MINOR_DIGITS, toCalendarDate } from '@baraka/domain';
import { eq } from 'drizzle-orm';
import { type BankPurpose, getBankAccountId, openCustomerAccount } from '../../../core/ledger/index.ts';
import { createReference } from '../../../core/ledger/references.ts';
import type { AppTx } from '../../../db/client.ts';
import { accountGrants, bankCustomers, users } from '../../../db/schema/index.ts';
import { listFinancingMovements } from '../../../db/seed/financing-plans.ts';
import { getProductTitle } from '../account-products.ts';
import { ACCOUNT_PLANS, type AccountPlan, planAccountNumber } from './account-plans.ts';
import { generateHistory, type SeedMovement } from './history-profiles.ts';
import { type SeedEntry, writeSeedEntries } from './write-seed-entries.ts';

type OpenedAccount = { id: string; plan: AccountPlan; accountNumber: string; overdraftMinor: bigint };

const toMinor = (amount: number, currency: keyof typeof CURRENCY_MINOR_DIGITS): bigint =>
  BigInt(Math.round(amount * 10 ** CURRENCY_MINOR_DIGITS[currency]));

async function openPlannedAccounts(tx: AppTx, customerNumber: string, sector: string, plans: AccountPlan[]) {
  const [customer] = await tx
    .select()
    .from(bankCustomers)
    .where(eq(bankCustomers.customerNumber, customerNumber));
  if (!customer?.rib) {
    throw new Error(`seed: no customer ${customerNumber} with a RIB`);
  }
  const opened: OpenedAccount[] = [];
  for (const [index, plan] of plans.entries()) {
    const isMain = plan.accountType === 'MAIN';
    const accountNumber = isMain ? customer.rib.slice(5, 18) : planAccountNumber(customerNumber, plan, index);
    const overdraftMinor = toMinor(plan.overdraftTnd ?? 0, plan.currency);
    const id = await openCustomerAccount(tx, {
      customerId: customer.id,
      branchCode: customer.rib.slice(2, 5),
      branchName: customer.branchName,
      accountNumber,
      currency: plan.currency,
      accountType: plan.accountType,
      category: plan.category,
      title: getProductTitle(plan.category),
      sector,
      openDate: plan.openDate,
      overdraftLimitMinor: overdraftMinor,
    });
    opened.push({ id, plan, accountNumber, overdraftMinor });
  }
  return opened;
}

async function grantAccounts(tx: AppTx, opened: OpenedAccount[]): Promise<void> {
  for (const account of opened) {
    for (const username of account.plan.grantedTo ?? []) {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
      if (user) {
        await tx.insert(accountGrants).values({ userId: user.id, accountId: account.id });
      }
    }
  }
}

type BankAccounts = (purpose: BankPurpose, currency: string) => Promise<string>;

/** Turns one customer's movements into entries, skipping debits their balance could not carry. */
async function toEntries(
  opened: OpenedAccount[],
  movements: (SeedMovement & { account: OpenedAccount })[],
  bank: BankAccounts,
) {
  const main = opened.find((account) => account.plan.accountType === 'MAIN');
  const balances = new Map(opened.map((account) => [account.id, 0n]));
  const entries: SeedEntry[] = [];
  for (const movement of movements) {
    const { account } = movement;
    const currency = account.plan.currency;
    const amountMinor = toMinor(movement.amount, currency);
    const other = movement.counterpart === 'OWN_MAIN' ? main : undefined;
    const debited = amountMinor < 0n ? account : other;
    const debitedAmount = amountMinor < 0n ? amountMinor : -amountMinor;
    if (debited && (balances.get(debited.id) ?? 0n) + debitedAmount < -debited.overdraftMinor) {
      continue;
    }
    const otherId = other ? other.id : await bank(movement.counterpart as BankPurpose, currency);
    balances.set(account.id, (balances.get(account.id) ?? 0n) + amountMinor);
    if (other) {
      balances.set(other.id, (balances.get(other.id) ?? 0n) - amountMinor);
    }
    entries.push({
      reference: createReference(movement.date),
      kind: movement.kind,
      bookingDate: movement.date,
      valueDate: movement.valueDate,
      description: movement.label,
      postings: [
        {
          accountId: account.id,
          amountMinor,
          currency,
          kind: movement.kind,
          operationCode: movement.operationCode,
          label: movement.label,
          counterparty: movement.counterparty,
          chequeNumber: movement.chequeNumber,
        },
        {
          accountId: otherId,
          amountMinor: -amountMinor,
          currency,
          kind: amountMinor < 0n ? 'TRANSFER_RECEIVED' : 'TRANSFER_ISSUED',
          label: other
            ? `VIR EMIS VERS ${getProductTitle(account.plan.category).toUpperCase()}`
            : movement.label,
          counterparty: other ? getProductTitle(account.plan.category) : undefined,
        },
      ],
    });
  }
  return entries;
}

export async function seedAccounts(tx: AppTx): Promise<void> {
  const today = toCalendarDate(new Date());
  // Twelve complete months (each with its statement) and the current one.
  const startDate = addMonths(`${today.slice(0, 7)}-01`, -12);
  const bankIds = new Map<string, string>();
  const bank: BankAccounts = async (purpose, currency) => {
    const key = `${purpose}:${currency}`;
    const cached = bankIds.get(key) ?? (await getBankAccountId(tx, purpose, currency));
    bankIds.set(key, cached);
    return cached;
  };
  const entries: SeedEntry[] = [];
  for (const plan of ACCOUNT_PLANS) {
    const opened = await openPlannedAccounts(tx, plan.customerNumber, plan.sector, plan.accounts);
    await grantAccounts(tx, opened);
    const movements = opened
      .flatMap((account) =>
        [
          ...generateHistory(account.plan.profile, account.accountNumber, startDate, today),
          // The main account carries the customer's financings: their payouts and instalments.
          ...(account.plan.accountType === 'MAIN'
            ? listFinancingMovements(plan.customerNumber, startDate, today).map((m) => ({
                ...m,
                valueDate: m.date,
              }))
            : []),
        ].map((m) => ({
          ...m,
          account,
        })),
      )
      .sort((a, b) => a.date.localeCompare(b.date) || b.amount - a.amount);
    entries.push(...(await toEntries(opened, movements, bank)));
  }
  entries.sort((a, b) => a.bookingDate.localeCompare(b.bookingDate));
  await writeSeedEntries(tx, entries);
}
