/**
 * Demo financings (embedded default only), after the accounts: each plan of financing-plans.ts is
 * set up on its customer's main account, and each line already due is matched with the repayment
 * the account's history booked (PAID, with its references), paid before the history began (PAID),
 * or left out of it (UNPAID since its due date, the customer told).
 */
import { payoutLabel, principalLabel, profitLabel, toCalendarDate } from '@baraka/domain';
import { and, eq } from 'drizzle-orm';
import type { AppTx } from '../../../db/client.ts';
import {
  bankCustomers,
  financingLines,
  financings,
  journalEntries,
  ledgerAccounts,
  postings,
} from '../../../db/schema/index.ts';
import { historyStartOf, placeFinancing, SEEDED_FINANCINGS } from '../../../db/seed/financing-plans.ts';
import { insertNotification } from '../../notifications/index.ts';
import { openFinancing } from '../financing-setup.ts';

async function findReference(tx: AppTx, accountId: string, label: string): Promise<string | null> {
  const [row] = await tx
    .select({ reference: journalEntries.reference })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(and(eq(postings.accountId, accountId), eq(postings.label, label)));
  return row?.reference ?? null;
}

export async function seedFinancing(tx: AppTx): Promise<void> {
  const today = toCalendarDate(new Date());
  const historyStart = historyStartOf(today);
  for (const seeded of SEEDED_FINANCINGS) {
    const [owner] = await tx
      .select({ customerId: bankCustomers.id, accountId: ledgerAccounts.id })
      .from(bankCustomers)
      .innerJoin(
        ledgerAccounts,
        and(eq(ledgerAccounts.customerId, bankCustomers.id), eq(ledgerAccounts.accountType, 'MAIN')),
      )
      .where(eq(bankCustomers.customerNumber, seeded.customerNumber));
    if (!owner) {
      throw new Error(`seed: no main account for customer ${seeded.customerNumber}`);
    }
    const { establishmentDate, firstDueDate } = placeFinancing(seeded, today);
    const opened = await openFinancing(tx, {
      customerId: owner.customerId,
      refundAccountId: owner.accountId,
      productCode: seeded.productCode,
      financedMinor: BigInt(seeded.financedTnd) * 1000n,
      months: seeded.months,
      establishmentDate,
      firstDueDate,
      contractNumber: seeded.contractNumber,
      assetDescription: seeded.assetDescription,
      disburse: false,
    });
    const payout = await findReference(tx, owner.accountId, payoutLabel(seeded.contractNumber));
    await tx
      .update(financings)
      .set({ disbursementReference: payout })
      .where(eq(financings.id, opened.financingId));
    let earliestUnpaid: string | null = null;
    for (const line of opened.lines.filter((item) => item.dueDate <= today)) {
      const principalReference = await findReference(
        tx,
        owner.accountId,
        principalLabel(seeded.contractNumber, line.number),
      );
      const isBeforeHistory = line.dueDate < historyStart;
      const where = and(
        eq(financingLines.financingId, opened.financingId),
        eq(financingLines.number, line.number),
      );
      if (principalReference || isBeforeHistory) {
        await tx
          .update(financingLines)
          .set({
            state: 'PAID',
            paidPrincipalMinor: line.principal,
            paidProfitMinor: line.profit,
            paidOn: line.dueDate,
            principalReference,
            profitReference: await findReference(
              tx,
              owner.accountId,
              profitLabel(seeded.contractNumber, line.number),
            ),
            lastAttemptOn: line.dueDate,
          })
          .where(where);
      } else {
        earliestUnpaid ??= line.dueDate;
        await tx
          .update(financingLines)
          .set({ state: 'UNPAID', lastAttemptOn: today, unpaidSince: line.dueDate })
          .where(where);
      }
    }
    if (earliestUnpaid) {
      await insertNotification(tx, {
        customerId: owner.customerId,
        userId: null,
        category: 'DEFAULT',
        key: 'FINANCING_INSTALMENT_UNPAID',
        params: { contract: seeded.contractNumber, dueDate: earliestUnpaid },
        title: { fr: 'Échéance impayée', en: 'Instalment unpaid', ar: 'قسط غير مسدد' },
        content: {
          fr: `Une échéance du financement ${seeded.contractNumber} n'a pas pu être prélevée : approvisionnez votre compte, elle sera reprise chaque jour.`,
          en: `An instalment of financing ${seeded.contractNumber} could not be taken: add funds to your account, it is tried again every day.`,
          ar: `تعذر اقتطاع قسط من التمويل ${seeded.contractNumber}: يرجى تزويد حسابك، ستتم إعادة المحاولة يوميًا.`,
        },
        subjectId: opened.financingId,
        at: new Date(),
      });
    }
  }
}
