/**
 * A card's operations over a period as a PDF (the statement's layout, Arabic right to left) or a
 * CSV (semicolon-separated with a byte-order mark, as spreadsheets in French locales expect), in
 * the caller's language.
 */
import type { CardExportRequest, Language } from '@baraka/contracts';
import { renderPdf } from '../../adapters/pdf/index.ts';
import type { AppDb } from '../../db/client.ts';
import { toDecimal } from '../../lib/amounts.ts';
import type { RenderedPdf } from '../../plugins/pdf-answer.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { BANK_IDENTITY, toPdfAccount } from '../accounts/index.ts';
import { listOperationsBetween } from './card-operations.service.ts';
import { getVisibleCard } from './cards.queries.ts';

const CSV_HEADERS: Record<Language, string[]> = {
  fr: ['Date', 'Date de comptabilisation', 'Type', 'Détail', 'Référence', 'Montant', 'Devise', 'Statut'],
  en: ['Date', 'Booking date', 'Type', 'Details', 'Reference', 'Amount', 'Currency', 'Status'],
  ar: ['التاريخ', 'تاريخ التسجيل', 'النوع', 'التفاصيل', 'المرجع', 'المبلغ', 'العملة', 'الحالة'],
};

const csvCell = (value: string) => (/[";\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export type CardExportFile =
  | { kind: 'PDF'; rendered: RenderedPdf }
  | { kind: 'CSV'; fileName: string; file: string };

export async function exportCardOperations(
  db: AppDb,
  auth: AuthContext,
  request: CardExportRequest,
  language: Language,
  now: Date,
): Promise<CardExportFile> {
  const parts = await getVisibleCard(db, auth, request.cardId);
  const rows = await listOperationsBetween(db, request.cardId, request.startDate, request.endDate);
  const baseName = `carte-${parts.card.last4}-${request.startDate}-${request.endDate}`;
  if (request.format === 'CSV') {
    const lines = rows.map((row) =>
      [
        row.operationDate,
        row.settledOn ?? '',
        row.operationType,
        row.merchant,
        row.settledReference ?? row.reference,
        toDecimal(row.amountMinor, row.currency),
        row.currency,
        row.status,
      ]
        .map(csvCell)
        .join(';'),
    );
    const text = `\uFEFF${[CSV_HEADERS[language].join(';'), ...lines].join('\r\n')}\r\n`;
    return {
      kind: 'CSV',
      fileName: `${baseName}.csv`,
      file: `data:text/csv;base64,${Buffer.from(text, 'utf8').toString('base64')}`,
    };
  }
  const pdf = await renderPdf('cardOperations', {
    language,
    bank: BANK_IDENTITY,
    account: toPdfAccount(parts.account, auth, language),
    cardNumber: parts.card.maskedNumber,
    period: { from: request.startDate, to: request.endDate },
    operations: rows.map((row) => ({
      date: row.operationDate,
      bookedOn: row.settledOn,
      kind: row.operationType,
      merchant: row.merchant,
      reference: row.settledReference ?? row.reference,
      amountMinor: row.amountMinor,
      isCancelled: row.status === 'ANNULE',
    })),
    generatedAt: now,
  });
  return { kind: 'PDF', rendered: { fileName: `${baseName}.pdf`, pdf } };
}
