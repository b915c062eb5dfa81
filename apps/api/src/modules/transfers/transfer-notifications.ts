/**
 * The customer's notification when a transfer is executed or refused (TRANSFER category, which
 * the customer cannot switch off), written with the status change, in the three languages.
 */
import type { LocalizedText } from '@baraka/contracts';
import type { AppDb } from '../../db/client.ts';
import type { transfers } from '../../db/schema/index.ts';
import { toDecimal } from '../../lib/amounts.ts';
import { insertNotification } from '../notifications/index.ts';

type TransferRow = typeof transfers.$inferSelect;

export type TransferNews = 'EXECUTED' | 'REJECTED' | 'CANCELLED';

type Params = { amount: string; payee: string; number: string };

const TITLES: Record<TransferNews, LocalizedText> = {
  EXECUTED: { fr: 'Virement exécuté', en: 'Transfer executed', ar: 'تم تنفيذ التحويل' },
  REJECTED: { fr: 'Virement rejeté', en: 'Transfer rejected', ar: 'تم رفض التحويل' },
  CANCELLED: { fr: 'Virement annulé', en: 'Transfer cancelled', ar: 'تم إلغاء التحويل' },
};

const CONTENTS: Record<TransferNews, (p: Params) => LocalizedText> = {
  EXECUTED: (p) => ({
    fr: `Votre virement ${p.number} de ${p.amount} à ${p.payee} a été exécuté.`,
    en: `Your transfer ${p.number} of ${p.amount} to ${p.payee} has been executed.`,
    ar: `تم تنفيذ تحويلك ${p.number} بمبلغ ${p.amount} لفائدة ${p.payee}.`,
  }),
  REJECTED: (p) => ({
    fr: `Votre virement ${p.number} de ${p.amount} à ${p.payee} n'a pas pu être exécuté.`,
    en: `Your transfer ${p.number} of ${p.amount} to ${p.payee} could not be executed.`,
    ar: `تعذر تنفيذ تحويلك ${p.number} بمبلغ ${p.amount} لفائدة ${p.payee}.`,
  }),
  CANCELLED: (p) => ({
    fr: `Votre virement ${p.number} de ${p.amount} à ${p.payee} a été annulé.`,
    en: `Your transfer ${p.number} of ${p.amount} to ${p.payee} has been cancelled.`,
    ar: `تم إلغاء تحويلك ${p.number} بمبلغ ${p.amount} لفائدة ${p.payee}.`,
  }),
};

export async function notifyTransfer(db: AppDb, transfer: TransferRow, news: TransferNews, at: Date) {
  const params: Params = {
    amount: `${toDecimal(transfer.amountMinor, transfer.currency)} ${transfer.currency}`,
    payee: transfer.payeeName,
    number: transfer.transactionNumber,
  };
  await insertNotification(db, {
    customerId: transfer.customerId,
    userId: transfer.initiatedBy,
    category: 'TRANSFER',
    key: `TRANSFER_${news}`,
    params: { ...params, reason: transfer.statusReason ?? '' },
    title: TITLES[news],
    content: CONTENTS[news](params),
    subjectId: transfer.id,
    at,
  });
}
