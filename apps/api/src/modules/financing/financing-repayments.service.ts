/**
 * The daily repayment run (from 08:15 Tunis, when the bank validates): each instalment due by today
 * is taken from its refund account through the ledger, its principal (FINANCING_PRINCIPAL_REPAYMENT,
 * to the bank's financing account) and its profit (PROFIT_INSTALMENT_REPAYMENT, to the bank's
 * profit account) in one transaction with the line's update. The line is locked while it is taken,
 * so concurrent runners and restarts take it once. A line the account cannot pay becomes unpaid
 * (the customer is told once) and is tried again on each later day until it is paid.
 */
import { getValidationOpeningInstant, principalLabel, profitLabel, toCalendarDate } from '@baraka/domain';
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { getBankAccountId, postEntry } from '../../core/ledger/index.ts';
import { retryOnConflict } from '../../core/ledger/transaction-retry.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { financingContracts, financingLines, financings } from '../../db/schema/index.ts';
import { isAppError } from '../../plugins/errors/index.ts';
import { insertNotification } from '../notifications/index.ts';
import { describeAmount } from './financing-setup.ts';

export type RepaymentOutcome = 'PAID' | 'UNPAID' | 'SKIPPED';
export type RepaymentCounts = { paid: number; unpaid: number };

type LineRow = typeof financingLines.$inferSelect;
type FinancingRow = typeof financings.$inferSelect;

export async function bookRepayment(
  tx: AppTx,
  financing: FinancingRow,
  contractNumber: string,
  line: LineRow,
  today: string,
): Promise<string> {
  const currency = financing.currency;
  const principal = line.principalMinor - line.paidPrincipalMinor;
  const profit = line.profitMinor - line.paidProfitMinor;
  const metadata = { financingId: financing.id, line: String(line.number) };
  const principalText = principalLabel(contractNumber, line.number);
  const principalEntry = await postEntry(tx, {
    kind: 'FINANCING_PRINCIPAL_REPAYMENT',
    description: principalText,
    bookingDate: today,
    metadata,
    postings: [
      {
        accountId: financing.refundAccountId,
        amountMinor: -principal,
        currency,
        kind: 'FINANCING_PRINCIPAL_REPAYMENT',
        label: principalText,
      },
      {
        accountId: await getBankAccountId(tx, 'FINANCING', currency),
        amountMinor: principal,
        currency,
        kind: 'FINANCING_PRINCIPAL_REPAYMENT',
        label: principalText,
      },
    ],
  });
  let profitReference: string | null = null;
  if (profit > 0n) {
    const profitText = profitLabel(contractNumber, line.number);
    const profitEntry = await postEntry(tx, {
      kind: 'PROFIT_INSTALMENT_REPAYMENT',
      description: profitText,
      bookingDate: today,
      metadata,
      postings: [
        {
          accountId: financing.refundAccountId,
          amountMinor: -profit,
          currency,
          kind: 'PROFIT_INSTALMENT_REPAYMENT',
          label: profitText,
        },
        {
          accountId: await getBankAccountId(tx, 'PROFIT', currency),
          amountMinor: profit,
          currency,
          kind: 'PROFIT_INSTALMENT_REPAYMENT',
          label: profitText,
        },
      ],
    });
    profitReference = profitEntry.reference;
  }
  await tx
    .update(financingLines)
    .set({
      state: 'PAID',
      paidPrincipalMinor: line.principalMinor,
      paidProfitMinor: line.profitMinor,
      paidOn: today,
      principalReference: principalEntry.reference,
      profitReference,
      lastAttemptOn: today,
    })
    .where(eq(financingLines.id, line.id));
  return principalEntry.reference;
}

async function completeIfRepaid(tx: AppTx, financingId: string, now: Date) {
  const open = await tx
    .select({ id: financingLines.id })
    .from(financingLines)
    .where(
      and(eq(financingLines.financingId, financingId), inArray(financingLines.state, ['UPCOMING', 'UNPAID'])),
    )
    .limit(1);
  if (open.length === 0) {
    await tx
      .update(financings)
      .set({ status: 'COMPLETED', completedAt: now })
      .where(eq(financings.id, financingId));
  }
}

async function markUnpaid(
  tx: AppTx,
  financing: FinancingRow,
  contractNumber: string,
  line: LineRow,
  today: string,
  now: Date,
) {
  await tx
    .update(financingLines)
    .set({ state: 'UNPAID', lastAttemptOn: today, unpaidSince: line.unpaidSince ?? today })
    .where(eq(financingLines.id, line.id));
  if (line.state === 'UNPAID') {
    return;
  }
  const amount = describeAmount(line.instalmentMinor, financing.currency);
  await insertNotification(tx, {
    customerId: financing.customerId,
    userId: null,
    category: 'DEFAULT',
    key: 'FINANCING_INSTALMENT_UNPAID',
    params: { contract: contractNumber, amount, dueDate: line.dueDate },
    title: { fr: 'Échéance impayée', en: 'Instalment unpaid', ar: 'قسط غير مسدد' },
    content: {
      fr: `L'échéance de ${amount} du ${line.dueDate} (financement ${contractNumber}) n'a pas pu être prélevée : approvisionnez votre compte, elle sera reprise chaque jour.`,
      en: `The ${amount} instalment due ${line.dueDate} (financing ${contractNumber}) could not be taken: add funds to your account, it is tried again every day.`,
      ar: `تعذر اقتطاع القسط بقيمة ${amount} المستحق في ${line.dueDate} (التمويل ${contractNumber}): يرجى تزويد حسابك، ستتم إعادة المحاولة يوميًا.`,
    },
    subjectId: financing.id,
    at: now,
  });
}

/** Takes one line if it is still owed and not tried today; its own transaction. */
export function repayLine(db: AppDb, lineId: string, today: string, now: Date): Promise<RepaymentOutcome> {
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      const [line] = await tx
        .select()
        .from(financingLines)
        .where(eq(financingLines.id, lineId))
        .for('update');
      if (!line || line.state === 'PAID' || line.lastAttemptOn === today || line.dueDate > today) {
        return 'SKIPPED';
      }
      const [parts] = await tx
        .select({ financing: financings, contractNumber: financingContracts.contractNumber })
        .from(financings)
        .innerJoin(financingContracts, eq(financingContracts.financingId, financings.id))
        .where(eq(financings.id, line.financingId));
      if (parts?.financing.status !== 'IN_PROGRESS') {
        return 'SKIPPED';
      }
      try {
        // Both entries or neither: a profit the account cannot pay undoes the principal too.
        await tx.transaction((savepoint) =>
          bookRepayment(savepoint, parts.financing, parts.contractNumber, line, today),
        );
      } catch (error) {
        if (!isAppError(error) || error.httpStatus >= 500) {
          throw error;
        }
        await markUnpaid(tx, parts.financing, parts.contractNumber, line, today, now);
        return 'UNPAID';
      }
      await completeIfRepaid(tx, parts.financing.id, now);
      return 'PAID';
    }),
  );
}

/** Every line due by today and not tried today, oldest first; nothing before the bank opens. */
export async function runDueRepayments(db: AppDb, now: Date): Promise<RepaymentCounts> {
  const today = toCalendarDate(now);
  const counts: RepaymentCounts = { paid: 0, unpaid: 0 };
  if (now < getValidationOpeningInstant(today)) {
    return counts;
  }
  const due = await db
    .select({ id: financingLines.id })
    .from(financingLines)
    .innerJoin(financings, eq(financings.id, financingLines.financingId))
    .where(
      and(
        eq(financings.status, 'IN_PROGRESS'),
        inArray(financingLines.state, ['UPCOMING', 'UNPAID']),
        lte(financingLines.dueDate, today),
        or(isNull(financingLines.lastAttemptOn), lt(financingLines.lastAttemptOn, today)),
      ),
    )
    .orderBy(asc(financingLines.dueDate), asc(financingLines.financingId), asc(financingLines.number));
  for (const { id } of due) {
    const outcome = await repayLine(db, id, today, now);
    if (outcome === 'PAID') {
      counts.paid += 1;
    } else if (outcome === 'UNPAID') {
      counts.unpaid += 1;
    }
  }
  return counts;
}
