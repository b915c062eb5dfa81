/** The receipt of one operation: its kind, amount and direction, dates, reference, counterparty. */
import { isolateLtr } from './bidi-text.ts';
import { CONTENT_TOP, type DocumentFrame, openDocument } from './document-frame.ts';
import { drawAccountBlock, drawFieldRows, drawPanel, type FieldRow, LABEL_STYLE } from './field-rows.ts';
import { formatIsoDate, formatMoney } from './format.ts';
import { getLabels } from './labels/index.ts';
import { MUTED } from './pdf-canvas.ts';
import type { ReceiptDocument } from './types.ts';

const DEBIT_COLOR = '#b3261e';

/** The amount with its sign and the word Debit or Credit, so colour is never the only clue. */
function drawAmountPanel(frame: DocumentFrame, document: ReceiptDocument, y: number): number {
  const { canvas, labels } = frame;
  const { operation, account, language } = document;
  const isDebit = operation.amountMinor < 0n;
  const absolute = isDebit ? -operation.amountMinor : operation.amountMinor;
  const signed = `${isDebit ? '−' : '+'}${formatMoney(absolute, account.minorDigits, account.currency, language)}`;
  const box = { x: canvas.margin + 12, width: canvas.contentWidth - 24 };
  return drawPanel(frame, y, (top, isDryRun) => {
    if (!isDryRun) {
      canvas.drawLine(
        `${labels.receipt.amount} · ${isDebit ? labels.common.debit : labels.common.credit}`,
        { ...box, y: top },
        LABEL_STYLE,
      );
      canvas.drawLine(
        isolateLtr(signed),
        { ...box, y: top + 14 },
        { size: 20, weight: 'bold', color: isDebit ? DEBIT_COLOR : frame.brandColor },
      );
      canvas.drawLine(
        operation.kindLabel,
        { ...box, y: top + 14, align: 'end' },
        { size: 11, weight: 'bold' },
      );
    }
    return 44;
  });
}

function getOperationRows(frame: DocumentFrame, document: ReceiptDocument): FieldRow[] {
  const { receipt } = frame.labels;
  const { operation, account, language } = document;
  const rows: FieldRow[] = [
    { label: receipt.kind, value: operation.kindLabel, isStrong: true },
    { label: receipt.label, value: operation.label },
    { label: receipt.reference, value: isolateLtr(operation.reference) },
    { label: receipt.bookingDate, value: formatIsoDate(operation.bookingDate) },
    { label: receipt.valueDate, value: formatIsoDate(operation.valueDate) },
  ];
  if (operation.counterparty) {
    rows.push({ label: receipt.counterparty, value: operation.counterparty });
  }
  if (operation.balanceAfterMinor !== undefined) {
    const balance = formatMoney(operation.balanceAfterMinor, account.minorDigits, account.currency, language);
    rows.push({ label: receipt.balanceAfter, value: isolateLtr(balance) });
  }
  return rows;
}

export async function renderOperationReceipt(document: ReceiptDocument): Promise<Buffer> {
  const labels = getLabels(document.language);
  const { frame, finish } = openDocument({
    language: document.language,
    bank: document.bank,
    title: labels.receipt.title,
    subtitle: `${formatIsoDate(document.operation.bookingDate)} · ${isolateLtr(document.operation.reference)}`,
    generatedAt: document.generatedAt,
  });
  const { canvas } = frame;
  let y = CONTENT_TOP;
  y += drawAmountPanel(frame, document, y) + 16;
  const column = { offset: 10, width: canvas.contentWidth - 20 };
  const rows = getOperationRows(frame, document);
  y +=
    drawPanel(frame, y, (top, isDryRun) => drawFieldRows(frame, column, top, rows, isDryRun), 'outline') + 16;
  y += drawAccountBlock(frame, document.account, y) + 16;
  canvas.drawBlock(
    labels.receipt.notice,
    { x: canvas.margin, y, width: canvas.contentWidth },
    { size: 8, color: MUTED },
  );
  return finish();
}
