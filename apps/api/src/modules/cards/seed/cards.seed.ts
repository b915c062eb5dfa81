/**
 * Demo cards (embedded default, never in production): the card products, then for every customer
 * with a dinar main account the cards of their plan. The main card carries the card payments and
 * ATM withdrawals the accounts seed already booked, each tied to its ledger entry, plus a few
 * authorisations the merchant cancelled (nothing booked). So card history and account history agree.
 */
import { toCalendarDate } from '@baraka/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppTx } from '../../../db/client.ts';
import { bankCustomers, cardProducts, cards, ledgerAccounts } from '../../../db/schema/index.ts';
import { issueCard } from '../card-issue.ts';
import { attachHistory } from './card-history.seed.ts';
import { planCards } from './card-plans.ts';
import { CARD_PRODUCTS } from './card-products.ts';

type MainAccount = {
  id: string;
  balanceMinor: bigint;
  customerId: string;
  customerNumber: string;
  kind: string;
  segment: string;
  name: string;
};

async function listMainAccounts(tx: AppTx): Promise<MainAccount[]> {
  return tx
    .select({
      id: ledgerAccounts.id,
      balanceMinor: ledgerAccounts.balanceMinor,
      customerId: bankCustomers.id,
      customerNumber: bankCustomers.customerNumber,
      kind: bankCustomers.kind,
      segment: bankCustomers.segmentCode,
      name: bankCustomers.name,
    })
    .from(ledgerAccounts)
    .innerJoin(bankCustomers, eq(bankCustomers.id, ledgerAccounts.customerId))
    .where(and(eq(ledgerAccounts.accountType, 'MAIN'), eq(ledgerAccounts.currency, 'TND')))
    .orderBy(asc(bankCustomers.customerNumber));
}

export async function seedCards(tx: AppTx): Promise<void> {
  await tx.insert(cardProducts).values([...CARD_PRODUCTS]);
  const today = toCalendarDate(new Date());
  for (const main of await listMainAccounts(tx)) {
    const eligible = CARD_PRODUCTS.filter((product) => product.segments.includes(main.segment)).map(
      (product) => ({
        productCode: product.productCode,
        limitTnd: Number(product.productLimitMinor / 1000n),
      }),
    );
    for (const [index, plan] of planCards(main.customerNumber, main.kind === 'COMPANY', eligible).entries()) {
      const issuedOn = `${Number(today.slice(0, 4)) - 2}${today.slice(4, 8)}01`;
      const cardId = await issueCard(tx, {
        customerId: main.customerId,
        holderName: main.name,
        accountId: main.id,
        productCode: plan.productCode,
        periodicity: plan.periodicity,
        limitMinor: BigInt(plan.limitTnd) * 1000n,
        issuedOn,
        // A day apart, so the main card comes first in every list.
        at: new Date(Date.parse(`${issuedOn}T10:00:00Z`) + index * 86_400_000),
      });
      if (plan.block) {
        await tx
          .update(cards)
          .set({ status: 'BLOCKED', blockReason: plan.block, blockedAt: new Date(`${today}T08:00:00Z`) })
          .where(eq(cards.id, cardId));
      }
      if (plan.carriesHistory) {
        await attachHistory(tx, cardId, main.id);
      }
    }
  }
}
