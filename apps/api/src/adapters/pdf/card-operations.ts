/**
 * A card's operations over a period: the card and its account, then the statement's table (dates,
 * label, reference, debit and credit, mirrored in Arabic). A cancelled authorisation is listed with
 * its mark and no amount column, since nothing was booked.
 */
import { CONTENT_TOP, openDocument } from './document-frame.ts';
import { drawAccountBlock } from './field-rows.ts';
import { formatIsoDate } from './format.ts';
import { fillLabel, getLabels } from './labels/index.ts';
import { drawOperations } from './statement-table.ts';
import type { CardOperationsDocument, PdfOperation } from './types.ts';

const KIND_LABELS = { PURCHASE: 'purchase', WITHDRAWAL: 'withdrawal', TOP_UP: 'topUp' } as const;

export async function renderCardOperations(document: CardOperationsDocument): Promise<Buffer> {
  const labels = getLabels(document.language);
  const { frame, finish } = openDocument({
    language: document.language,
    bank: document.bank,
    title: labels.cards.title,
    subtitle: fillLabel(labels.cards.subtitle, {
      card: document.cardNumber,
      from: formatIsoDate(document.period.from),
      to: formatIsoDate(document.period.to),
    }),
    generatedAt: document.generatedAt,
  });
  let y = CONTENT_TOP;
  y += drawAccountBlock(frame, document.account, y) + 14;
  const rows: PdfOperation[] = document.operations.map((operation) => {
    const mark = operation.isCancelled
      ? ` ${labels.cards.cancelled}`
      : operation.bookedOn === null
        ? ` ${labels.cards.pending}`
        : '';
    const sign = operation.kind === 'TOP_UP' ? 1n : -1n;
    return {
      bookingDate: operation.bookedOn ?? operation.date,
      valueDate: operation.date,
      label: `${labels.cards[KIND_LABELS[operation.kind]]} ${operation.merchant}${mark}`,
      reference: operation.reference,
      amountMinor: operation.isCancelled ? 0n : sign * operation.amountMinor,
    };
  });
  drawOperations({ frame, account: document.account, language: document.language }, y, rows);
  return finish();
}
