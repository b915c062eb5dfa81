/** The receipt of one transfer order: amount and status, payee, figures, debited account and its steps. */
import { isolateLtr } from './bidi-text.ts';
import { CONTENT_TOP, type DocumentFrame, openDocument } from './document-frame.ts';
import { drawAccountBlock, drawFieldRows, drawPanel, type FieldRow, LABEL_STYLE } from './field-rows.ts';
import { formatIban, formatIsoDate, formatMoney, formatRib, formatTunisDateTime } from './format.ts';
import { fillLabel, getLabels } from './labels/index.ts';
import { MUTED } from './pdf-canvas.ts';
import type { PdfTransfer, TransferReceiptDocument } from './types.ts';

const REFUSED_COLOR = '#b3261e';

const dateTime = (instant: Date): string => {
  const { date, time } = formatTunisDateTime(instant);
  return `${date} ${time}`;
};

/** The amount the payee receives on the start side, the status in words on the end side. */
function drawAmountPanel(frame: DocumentFrame, document: TransferReceiptDocument, y: number): number {
  const { canvas, labels } = frame;
  const { transfer, language } = document;
  const amount = formatMoney(transfer.amountMinor, transfer.minorDigits, transfer.currency, language);
  const box = { x: canvas.margin + 12, width: canvas.contentWidth - 24 };
  return drawPanel(frame, y, (top, isDryRun) => {
    if (!isDryRun) {
      canvas.drawLine(labels.transfer.amount, { ...box, y: top }, LABEL_STYLE);
      canvas.drawLine(
        isolateLtr(amount),
        { ...box, y: top + 14 },
        { size: 20, weight: 'bold', color: frame.brandColor },
      );
      canvas.drawLine(labels.transfer.status, { ...box, y: top, align: 'end' }, LABEL_STYLE);
      canvas.drawLine(
        transfer.statusLabel,
        { ...box, y: top + 18, align: 'end' },
        { size: 12, weight: 'bold', color: transfer.isRefused ? REFUSED_COLOR : frame.brandColor },
      );
    }
    return 44;
  });
}

function payeeAccountOf(transfer: PdfTransfer): string | null {
  if (transfer.payeeIban) {
    return isolateLtr(formatIban(transfer.payeeIban));
  }
  return transfer.payeeRib ? isolateLtr(formatRib(transfer.payeeRib)) : null;
}

function getTransferRows(frame: DocumentFrame, document: TransferReceiptDocument): FieldRow[] {
  const { transfer: words } = frame.labels;
  const { transfer, account, language } = document;
  const debit = (minor: bigint) =>
    isolateLtr(formatMoney(minor, account.minorDigits, account.currency, language));
  const payeeAccount = payeeAccountOf(transfer);
  const rows: (FieldRow | null)[] = [
    { label: words.type, value: transfer.typeLabel, isStrong: true },
    { label: words.orderNumber, value: isolateLtr(transfer.transactionNumber) },
    transfer.reference ? { label: words.reference, value: isolateLtr(transfer.reference) } : null,
    { label: words.orderedAt, value: dateTime(transfer.orderedAt) },
    { label: words.executionDate, value: formatIsoDate(transfer.executionDate) },
    transfer.executedAt ? { label: words.executedAt, value: dateTime(transfer.executedAt) } : null,
    transfer.statusReasonLabel ? { label: words.statusReason, value: transfer.statusReasonLabel } : null,
    { label: words.payee, value: transfer.payeeName, isStrong: true },
    payeeAccount ? { label: words.payeeAccount, value: payeeAccount } : null,
    transfer.payeeBic ? { label: words.bic, value: isolateLtr(transfer.payeeBic) } : null,
    transfer.reason ? { label: words.reason, value: transfer.reason } : null,
    transfer.appliedRate ? { label: words.rate, value: isolateLtr(transfer.appliedRate) } : null,
    { label: words.debitedAmount, value: debit(transfer.debitAmountMinor) },
    { label: words.fees, value: debit(transfer.feeMinor) },
    {
      label: words.totalDebit,
      value: debit(transfer.debitAmountMinor + transfer.feeMinor),
      isStrong: true,
    },
  ];
  return rows.filter((row): row is FieldRow => row !== null);
}

function drawHistory(frame: DocumentFrame, transfer: PdfTransfer, y: number): number {
  const { canvas, labels } = frame;
  if (transfer.history.length === 0) {
    return 0;
  }
  const column = { offset: 10, width: canvas.contentWidth - 20 };
  const rows = transfer.history.map((line) => ({ label: dateTime(line.at), value: line.statusLabel }));
  return drawPanel(frame, y, (top, isDryRun) => {
    if (!isDryRun) {
      canvas.drawLine(
        labels.transfer.history,
        { x: canvas.boxX(column.offset, column.width), y: top, width: column.width },
        { size: 9, weight: 'bold' },
      );
    }
    return 16 + drawFieldRows(frame, column, top + 16, rows, isDryRun);
  });
}

export async function renderTransferReceipt(document: TransferReceiptDocument): Promise<Buffer> {
  const labels = getLabels(document.language);
  const { transfer } = document;
  const { frame, finish } = openDocument({
    language: document.language,
    bank: document.bank,
    title: labels.transfer.title,
    subtitle: fillLabel(labels.transfer.subtitle, {
      number: isolateLtr(transfer.transactionNumber),
      date: formatTunisDateTime(transfer.orderedAt).date,
    }),
    generatedAt: document.generatedAt,
  });
  const { canvas } = frame;
  let y = CONTENT_TOP;
  y += drawAmountPanel(frame, document, y) + 16;
  const column = { offset: 10, width: canvas.contentWidth - 20 };
  const rows = getTransferRows(frame, document);
  y +=
    drawPanel(frame, y, (top, isDryRun) => drawFieldRows(frame, column, top, rows, isDryRun), 'outline') + 16;
  y += drawAccountBlock(frame, document.account, y) + 16;
  const history = drawHistory(frame, transfer, y);
  y += history > 0 ? history + 16 : 0;
  canvas.drawBlock(
    labels.transfer.notice,
    { x: canvas.margin, y, width: canvas.contentWidth },
    { size: 8, color: MUTED },
  );
  return finish();
}
