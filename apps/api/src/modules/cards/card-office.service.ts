/**
 * The bank's card office, standing in for a back office: an order in TASK is made (TERMINATE: the
 * card is issued and appears in the customer's list) or refused (REJECT, with the reason). The job
 * decides the orders whose delay has passed; the development call decides one now.
 */
import type { CardRequest } from '@baraka/contracts';
import { toCalendarDate } from '@baraka/domain';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  bankCustomers,
  cardRequests,
  cardRequestTransitions,
  ledgerAccounts,
} from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { insertNotification } from '../notifications/index.ts';
import { cardError } from './card-errors.ts';
import { issueCard } from './card-issue.ts';
import { listDueCardRequests, readCardRequest } from './card-requests.queries.ts';

export type CardOfficeDecision = { to: 'TERMINATE' | 'REJECT'; note?: string | undefined };

const INACTIVE_ACCOUNT = 'Compte inactif : la carte ne peut pas être liée à ce compte';
const DEFAULT_REJECTION = 'Demande refusée par l’agence';
const SWEEP_BATCH = 50;

export async function decideCardRequest(
  db: AppDb,
  referenceNumber: string,
  decision: CardOfficeDecision,
  now: Date,
): Promise<CardRequest> {
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(cardRequests)
      .where(eq(cardRequests.referenceNumber, referenceNumber))
      .for('update');
    if (!request) {
      throw new AppError('NOT_FOUND', { message: 'No such card order' });
    }
    if (request.status !== 'TASK') {
      throw cardError('REQUEST_CLOSED', 'This order has already reached its last step');
    }
    const [customer] = await tx.select().from(bankCustomers).where(eq(bankCustomers.id, request.customerId));
    let cardId: string | null = null;
    if (decision.to === 'TERMINATE') {
      cardId = await issueCard(tx, {
        customerId: request.customerId,
        holderName: customer?.name ?? '',
        accountId: request.accountId,
        productCode: request.productCode,
        periodicity: request.periodicity,
        limitMinor: request.limitMinor,
        issuedOn: toCalendarDate(now),
        at: now,
      });
    }
    const rejectReason = decision.to === 'REJECT' ? (decision.note ?? DEFAULT_REJECTION) : null;
    await tx
      .update(cardRequests)
      .set({ status: decision.to, cardId, rejectReason })
      .where(eq(cardRequests.id, request.id));
    await tx
      .insert(cardRequestTransitions)
      .values({ requestId: request.id, status: decision.to, at: now, note: decision.note ?? rejectReason });
    const isMade = decision.to === 'TERMINATE';
    await insertNotification(tx, {
      customerId: request.customerId,
      userId: request.createdBy,
      category: 'DEFAULT',
      key: isMade ? 'CARD_REQUEST_DONE' : 'CARD_REQUEST_REJECTED',
      params: { reference: referenceNumber },
      title: isMade
        ? { fr: 'Votre carte est prête', en: 'Your card is ready', ar: 'بطاقتك جاهزة' }
        : { fr: 'Commande de carte refusée', en: 'Card order refused', ar: 'تم رفض طلب البطاقة' },
      content: isMade
        ? {
            fr: `La commande ${referenceNumber} est terminée : retirez votre carte en agence.`,
            en: `Order ${referenceNumber} is done: collect your card at the branch.`,
            ar: `اكتمل الطلب ${referenceNumber}: تسلّم بطاقتك من الفرع.`,
          }
        : {
            fr: `La commande ${referenceNumber} est refusée : ${rejectReason}.`,
            en: `Order ${referenceNumber} was refused: ${rejectReason}.`,
            ar: `تم رفض الطلب ${referenceNumber}: ${rejectReason}.`,
          },
      subjectId: request.id,
      at: now,
    });
  });
  return readCardRequest(db, referenceNumber);
}

/** The job: each order past its delay is made, unless its account was closed meanwhile. */
export async function decideDueCardRequests(db: AppDb, now: Date): Promise<{ decided: number }> {
  const due = await listDueCardRequests(db, now, SWEEP_BATCH);
  let decided = 0;
  for (const { referenceNumber } of due) {
    const [account] = await db
      .select({ status: ledgerAccounts.status })
      .from(cardRequests)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, cardRequests.accountId))
      .where(eq(cardRequests.referenceNumber, referenceNumber));
    const decision: CardOfficeDecision =
      account?.status === 'ACTIVE' ? { to: 'TERMINATE' } : { to: 'REJECT', note: INACTIVE_ACCOUNT };
    try {
      await decideCardRequest(db, referenceNumber, decision, now);
      decided += 1;
    } catch (error) {
      // Decided meanwhile by the development call or another replica.
      if (!(error instanceof AppError)) {
        throw error;
      }
    }
  }
  return { decided };
}
