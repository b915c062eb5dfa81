/**
 * The interbank clearing of cheques, as the bank sees it. An emitted cheque presented by another
 * bank is paid from the drawer's account through the ledger (CHEQUE_PAYMENT against interbank
 * clearing) only on a delivered, blank leaf of that account with a regular signature and enough
 * funds; otherwise it is rejected with the reason and nothing is booked. A received cheque waits
 * for the clearing of the next working day, then is credited (CHEQUE_RECEIVED).
 */
import type { Cheque, DepositChequeInput, PresentChequeInput } from '@baraka/contracts';
import { computeClearingInstant, nextWorkingDay, toCalendarDate } from '@baraka/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import { getBankAccountId, postEntry } from '../../core/ledger/index.ts';
import { createReference } from '../../core/ledger/references.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { chequebookRequests, chequeLeaves, cheques, ledgerAccounts } from '../../db/schema/index.ts';
import { parseAmountField, toDecimal } from '../../lib/amounts.ts';
import { isAppError } from '../../plugins/errors/index.ts';
import { insertNotification } from '../notifications/index.ts';
// The calendar's own file, not the transfers' index: the seed runs this, and the index pulls in the HTTP layer.
import { loadBankCalendar } from '../transfers/index.ts';
import { chequeError } from './cheque-errors.ts';
import { toCheque } from './cheques.queries.ts';

type RejectionReason = NonNullable<Cheque['rejectionReason']>;
const SWEEP_BATCH = 50;

async function findCustomerAccount(tx: AppTx, rib: string) {
  const [account] = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.rib, rib), eq(ledgerAccounts.owner, 'CUSTOMER')));
  if (!account?.customerId) {
    throw chequeError('UNKNOWN_ACCOUNT', 'No customer account has this RIB');
  }
  return { ...account, customerId: account.customerId };
}

/** Why the leaf cannot be paid before looking at the money, or null; the leaf is locked. */
async function checkLeaf(
  tx: AppTx,
  accountId: string,
  body: PresentChequeInput,
): Promise<RejectionReason | null> {
  const [leaf] = await tx
    .select({
      status: chequeLeaves.status,
      accountId: chequeLeaves.accountId,
      book: chequebookRequests.status,
    })
    .from(chequeLeaves)
    .innerJoin(chequebookRequests, eq(chequebookRequests.id, chequeLeaves.requestId))
    .where(eq(chequeLeaves.leafNumber, body.checkNumber))
    .for('update', { of: chequeLeaves });
  if (!leaf || leaf.accountId !== accountId || leaf.book !== 'DELIVERED') {
    return 'UNKNOWN_LEAF';
  }
  if (leaf.status === 'OPPOSED') {
    return 'OPPOSITION';
  }
  if (leaf.status === 'PAID') {
    return 'ALREADY_PAID';
  }
  return body.isSignatureIrregular ? 'IRREGULAR_SIGNATURE' : null;
}

const REJECTION_TEXTS: Record<RejectionReason, { fr: string; en: string; ar: string }> = {
  INSUFFICIENT_FUNDS: { fr: 'provision insuffisante', en: 'insufficient funds', ar: 'رصيد غير كاف' },
  OPPOSITION: { fr: 'opposition', en: 'opposition', ar: 'اعتراض' },
  IRREGULAR_SIGNATURE: { fr: 'signature irrégulière', en: 'irregular signature', ar: 'توقيع غير مطابق' },
  UNKNOWN_LEAF: { fr: 'formule inconnue', en: 'unknown leaf', ar: 'صك غير معروف' },
  ALREADY_PAID: { fr: 'déjà payé', en: 'already paid', ar: 'مدفوع سابقا' },
};

/** Another bank presents a cheque the customer emitted: answered PAID or REJECTED, never half-booked. */
export async function presentCheque(tx: AppTx, body: PresentChequeInput, now: Date): Promise<Cheque> {
  const account = await findCustomerAccount(tx, body.rib);
  const amountMinor = parseAmountField(body.amount, account.currency, 'amount', { isPositive: true });
  const today = toCalendarDate(now);
  const reference = createReference(today, 'CHQ');
  let reason = await checkLeaf(tx, account.id, body);
  let entryReference: string | null = null;
  if (reason === null) {
    try {
      // A savepoint: a refusal from the ledger leaves nothing behind but the rejected cheque.
      const posted = await tx.transaction(async (savepoint) => {
        const clearing = await getBankAccountId(savepoint, 'INTERBANK_CLEARING', account.currency);
        const label = `PAIEMENT CHEQUE N° ${body.checkNumber}`;
        return postEntry(savepoint, {
          kind: 'CHEQUE_PAYMENT',
          description: label,
          bookingDate: today,
          reference,
          metadata: { chequeNumber: body.checkNumber },
          postings: [
            {
              accountId: account.id,
              amountMinor: -amountMinor,
              currency: account.currency,
              kind: 'CHEQUE_PAYMENT',
              label,
              chequeNumber: body.checkNumber,
              counterparty: body.payee,
            },
            { accountId: clearing, amountMinor, currency: account.currency, kind: 'CHEQUE_PAYMENT', label },
          ],
        });
      });
      entryReference = posted.reference;
      await tx
        .update(chequeLeaves)
        .set({ status: 'PAID' })
        .where(eq(chequeLeaves.leafNumber, body.checkNumber));
    } catch (error) {
      if (!isAppError(error) || error.code !== 'LEDGER.INSUFFICIENT_FUNDS') {
        throw error;
      }
      reason = 'INSUFFICIENT_FUNDS';
    }
  }
  const [row] = await tx
    .insert(cheques)
    .values({
      reference,
      customerId: account.customerId,
      accountId: account.id,
      type: 'EMITTED',
      status: reason === null ? 'PAID' : 'REJECTED',
      checkNumber: body.checkNumber,
      amountMinor,
      currency: account.currency,
      counterparty: body.payee,
      counterpartyRib: body.payeeRib ?? '00000000000000000000',
      issueDate: body.issueDate ?? today,
      language: body.language,
      endorsement: body.payee,
      presentedAt: now,
      valueDate: reason === null ? today : null,
      rejectionReason: reason,
      entryReference,
    })
    .returning();
  if (!row) {
    throw new Error('The cheque was not written');
  }
  if (reason !== null) {
    const amount = `${toDecimal(amountMinor, account.currency)} ${account.currency}`;
    const why = REJECTION_TEXTS[reason];
    await insertNotification(tx, {
      customerId: account.customerId,
      userId: null,
      category: 'DEFAULT',
      key: 'CHEQUE_REJECTED',
      params: { checkNumber: body.checkNumber, reason },
      title: { fr: 'Chèque rejeté', en: 'Cheque rejected', ar: 'شيك مرفوض' },
      content: {
        fr: `Le chèque N° ${body.checkNumber} de ${amount} est rejeté : ${why.fr}.`,
        en: `Cheque No. ${body.checkNumber} for ${amount} was rejected: ${why.en}.`,
        ar: `تم رفض الشيك رقم ${body.checkNumber} بمبلغ ${amount}: ${why.ar}.`,
      },
      subjectId: row.id,
      at: now,
    });
  }
  return toCheque(row, account.accountNumber);
}

/** The customer deposits a cheque drawn on another bank: credited at the next working day's clearing. */
export async function depositCheque(tx: AppTx, body: DepositChequeInput, now: Date): Promise<Cheque> {
  const account = await findCustomerAccount(tx, body.rib);
  const amountMinor = parseAmountField(body.amount, account.currency, 'amount', { isPositive: true });
  const today = toCalendarDate(now);
  const { holidays, calendar } = await loadBankCalendar(tx, today);
  const clearingDate = nextWorkingDay(today, holidays);
  const [row] = await tx
    .insert(cheques)
    .values({
      reference: createReference(today, 'CHQ'),
      customerId: account.customerId,
      accountId: account.id,
      type: 'RECEIVED',
      status: 'CLEARING',
      checkNumber: body.checkNumber,
      amountMinor,
      currency: account.currency,
      counterparty: body.drawer,
      counterpartyRib: body.drawerRib,
      issueDate: body.issueDate ?? today,
      language: body.language,
      endorsement: account.title,
      presentedAt: now,
      creditDueAt: computeClearingInstant(clearingDate, calendar),
      expectedDate: clearingDate,
    })
    .returning();
  if (!row) {
    throw new Error('The cheque was not written');
  }
  return toCheque(row, account.accountNumber);
}

export async function creditCheque(db: AppDb, chequeId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [cheque] = await tx
      .select()
      .from(cheques)
      .where(and(eq(cheques.id, chequeId), eq(cheques.status, 'CLEARING')))
      .for('update');
    if (!cheque) {
      return false;
    }
    const today = toCalendarDate(now);
    const clearing = await getBankAccountId(tx, 'INTERBANK_CLEARING', cheque.currency);
    const label = `REMISE CHEQUE N° ${cheque.checkNumber}`;
    const posted = await postEntry(tx, {
      kind: 'CHEQUE_RECEIVED',
      description: label,
      bookingDate: today,
      reference: cheque.reference,
      metadata: { chequeNumber: cheque.checkNumber },
      postings: [
        {
          accountId: clearing,
          amountMinor: -cheque.amountMinor,
          currency: cheque.currency,
          kind: 'CHEQUE_RECEIVED',
          label,
        },
        {
          accountId: cheque.accountId,
          amountMinor: cheque.amountMinor,
          currency: cheque.currency,
          kind: 'CHEQUE_RECEIVED',
          label,
          chequeNumber: cheque.checkNumber,
          counterparty: cheque.counterparty,
        },
      ],
    });
    await tx
      .update(cheques)
      .set({ status: 'PAID', entryReference: posted.reference, valueDate: posted.valueDate })
      .where(eq(cheques.id, cheque.id));
    const amount = `${toDecimal(cheque.amountMinor, cheque.currency)} ${cheque.currency}`;
    await insertNotification(tx, {
      customerId: cheque.customerId,
      userId: null,
      category: 'DEFAULT',
      key: 'CHEQUE_CREDITED',
      params: { checkNumber: cheque.checkNumber },
      title: { fr: 'Chèque encaissé', en: 'Cheque credited', ar: 'تم تحصيل الشيك' },
      content: {
        fr: `Le chèque N° ${cheque.checkNumber} de ${amount} est crédité sur votre compte.`,
        en: `Cheque No. ${cheque.checkNumber} for ${amount} was credited to your account.`,
        ar: `تم إيداع الشيك رقم ${cheque.checkNumber} بمبلغ ${amount} في حسابك.`,
      },
      subjectId: cheque.id,
      at: now,
    });
    return true;
  });
}

/** The job: every received cheque whose clearing has come is credited. */
export async function creditClearedCheques(db: AppDb, now: Date): Promise<{ credited: number }> {
  const due = await db
    .select({ id: cheques.id })
    .from(cheques)
    .where(and(eq(cheques.status, 'CLEARING'), lte(cheques.creditDueAt, now)))
    .orderBy(asc(cheques.creditDueAt))
    .limit(SWEEP_BATCH);
  let credited = 0;
  for (const { id } of due) {
    if (await creditCheque(db, id, now)) {
      credited += 1;
    }
  }
  return { credited };
}
