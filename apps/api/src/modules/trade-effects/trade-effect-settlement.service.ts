/**
 * An effect's deadline: an inward effect is paid from the customer's account through the ledger
 * (against interbank clearing) or rejected for insufficient funds with nothing booked; an outward
 * effect is credited when the drawee's bank pays, or rejected when it refuses. The job settles every
 * effect whose deadline has come; the development call settles one now.
 */
import { TRADE_EFFECT_ERROR_CODES, type TradeEffect } from '@baraka/contracts';
import { toCalendarDate } from '@baraka/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import { getBankAccountId, postEntry } from '../../core/ledger/index.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { ledgerAccounts, tradeEffects } from '../../db/schema/index.ts';
import { toDecimal } from '../../lib/amounts.ts';
import { AppError, isAppError } from '../../plugins/errors/index.ts';
import { insertNotification } from '../notifications/index.ts';
import { toTradeEffect } from './trade-effects.queries.ts';

const SWEEP_BATCH = 50;

type Outcome =
  | { entryReference: string; valueDate: string }
  | { reason: NonNullable<TradeEffect['rejectionReason']> };

async function book(tx: AppTx, effect: typeof tradeEffects.$inferSelect, today: string): Promise<Outcome> {
  const clearing = await getBankAccountId(tx, 'INTERBANK_CLEARING', effect.currency);
  const isInward = effect.direction === 'INWARD';
  const label = isInward
    ? `PAIEMENT EFFET N° ${effect.effectNumber}`
    : `ENCAISSEMENT EFFET N° ${effect.effectNumber}`;
  const kind = isInward ? 'TRANSFER_ISSUED' : 'TRANSFER_RECEIVED';
  const customerSide = isInward ? -effect.amountMinor : effect.amountMinor;
  try {
    // A savepoint: a refusal from the ledger leaves nothing behind but the rejected effect.
    const posted = await tx.transaction((savepoint) =>
      postEntry(savepoint, {
        kind,
        description: label,
        bookingDate: today,
        reference: effect.reference,
        metadata: { effectNumber: effect.effectNumber },
        postings: [
          {
            accountId: effect.accountId,
            amountMinor: customerSide,
            currency: effect.currency,
            kind,
            label,
            counterparty: effect.counterparty,
          },
          { accountId: clearing, amountMinor: -customerSide, currency: effect.currency, kind, label },
        ],
      }),
    );
    return { entryReference: posted.reference, valueDate: posted.valueDate };
  } catch (error) {
    if (isInward && isAppError(error) && error.code === 'LEDGER.INSUFFICIENT_FUNDS') {
      return { reason: 'INSUFFICIENT_FUNDS' };
    }
    throw error;
  }
}

/** Settles one effect still RECEIVED; answers it as settled. */
export async function settleTradeEffect(db: AppDb, reference: string, now: Date): Promise<TradeEffect> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ effect: tradeEffects, rib: ledgerAccounts.rib })
      .from(tradeEffects)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, tradeEffects.accountId))
      .where(eq(tradeEffects.reference, reference))
      .for('update', { of: tradeEffects });
    if (!row) {
      throw new AppError('NOT_FOUND', { message: 'No such trade effect' });
    }
    const { effect } = row;
    if (effect.status !== 'RECEIVED') {
      throw new AppError(TRADE_EFFECT_ERROR_CODES.SETTLED, { message: 'This effect is settled already' });
    }
    const today = toCalendarDate(now);
    const outcome: Outcome =
      effect.direction === 'OUTWARD' && effect.isRefusedByDrawee
        ? { reason: 'REFUSED_BY_DRAWEE' }
        : await book(tx, effect, today);
    const [settled] = await tx
      .update(tradeEffects)
      .set(
        'reason' in outcome
          ? { status: 'REJECTED', rejectionReason: outcome.reason, rejectDate: today }
          : { status: 'PAID', entryReference: outcome.entryReference, valueDate: outcome.valueDate },
      )
      .where(eq(tradeEffects.id, effect.id))
      .returning();
    if (!settled) {
      throw new Error('The trade effect was not settled');
    }
    const amount = `${toDecimal(effect.amountMinor, effect.currency)} ${effect.currency}`;
    const isPaid = !('reason' in outcome);
    await insertNotification(tx, {
      customerId: effect.customerId,
      userId: null,
      category: 'DEFAULT',
      key: isPaid ? 'TRADE_EFFECT_PAID' : 'TRADE_EFFECT_REJECTED',
      params: { effectNumber: effect.effectNumber },
      title: isPaid
        ? { fr: 'Effet réglé', en: 'Effect settled', ar: 'تمت تسوية الكمبيالة' }
        : { fr: 'Effet rejeté', en: 'Effect rejected', ar: 'تم رفض الكمبيالة' },
      content: isPaid
        ? {
            fr: `L'effet N° ${effect.effectNumber} de ${amount} est réglé.`,
            en: `Effect No. ${effect.effectNumber} for ${amount} is settled.`,
            ar: `تمت تسوية الكمبيالة رقم ${effect.effectNumber} بمبلغ ${amount}.`,
          }
        : {
            fr: `L'effet N° ${effect.effectNumber} de ${amount} est rejeté.`,
            en: `Effect No. ${effect.effectNumber} for ${amount} was rejected.`,
            ar: `تم رفض الكمبيالة رقم ${effect.effectNumber} بمبلغ ${amount}.`,
          },
      subjectId: effect.id,
      at: now,
    });
    return toTradeEffect(settled, row.rib);
  });
}

/** The job: every effect whose deadline has come (the bank's day, Tunis) is settled. */
export async function settleDueTradeEffects(db: AppDb, now: Date): Promise<{ settled: number }> {
  const due = await db
    .select({ reference: tradeEffects.reference })
    .from(tradeEffects)
    .where(and(eq(tradeEffects.status, 'RECEIVED'), lte(tradeEffects.deadlineDate, toCalendarDate(now))))
    .orderBy(asc(tradeEffects.deadlineDate))
    .limit(SWEEP_BATCH);
  let settled = 0;
  for (const { reference } of due) {
    try {
      await settleTradeEffect(db, reference, now);
      settled += 1;
    } catch (error) {
      // Settled meanwhile by the development call or another replica.
      if (!isAppError(error)) {
        throw error;
      }
    }
  }
  return { settled };
}
