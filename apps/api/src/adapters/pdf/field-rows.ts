/** Label and value rows ("RIB    32 001 0012345678901 51") and the account block built from them. */
import { isolateLtr } from './bidi-text.ts';
import type { DocumentFrame } from './document-frame.ts';
import { formatIban, formatIsoDate, formatRib } from './format.ts';
import { MUTED } from './pdf-canvas.ts';
import type { PdfAccount } from './types.ts';

export type FieldRow = { label: string; value: string; isStrong?: boolean };
/** A vertical strip of the content area: its offset from the start edge and its width. */
export type Column = { offset: number; width: number };

export const LABEL_STYLE = { size: 8, color: MUTED };
const TINT = '#f2f5f6';

/** Draws the rows top to bottom from `y` (or only measures them); returns the height used. */
export function drawFieldRows(
  frame: DocumentFrame,
  column: Column,
  y: number,
  rows: FieldRow[],
  isDryRun = false,
): number {
  const { canvas } = frame;
  const labelWidth = column.width * 0.36;
  const valueWidth = column.width - labelWidth - 6;
  let cursor = y;
  for (const row of rows) {
    const valueStyle = { size: 9, weight: row.isStrong ? ('bold' as const) : ('regular' as const) };
    if (!isDryRun) {
      const labelBox = { x: canvas.boxX(column.offset, labelWidth), y: cursor + 1, width: labelWidth };
      canvas.drawLine(row.label, labelBox, LABEL_STYLE);
    }
    const valueBox = {
      x: canvas.boxX(column.offset + labelWidth + 6, valueWidth),
      y: cursor,
      width: valueWidth,
    };
    cursor += Math.max(
      canvas.drawBlock(row.value, valueBox, valueStyle, 3, isDryRun),
      canvas.lineHeight(valueStyle),
    );
  }
  return cursor - y;
}

/** The account's rows, identifiers kept left to right in Arabic. */
export function getAccountRows(frame: DocumentFrame, account: PdfAccount): FieldRow[] {
  const { common } = frame.labels;
  const rows: FieldRow[] = [
    { label: common.accountType, value: account.typeLabel },
    { label: common.accountNumber, value: isolateLtr(account.accountNumber) },
    { label: common.currency, value: account.currency },
    { label: common.branch, value: `${account.branchName} (${isolateLtr(account.branchCode)})` },
    { label: common.rib, value: isolateLtr(formatRib(account.rib)), isStrong: true },
    { label: common.iban, value: isolateLtr(formatIban(account.iban)), isStrong: true },
  ];
  if (account.openDate) {
    rows.push({ label: common.openDate, value: formatIsoDate(account.openDate) });
  }
  return rows;
}

/** A tinted (or outlined) panel behind content laid out by `layout`, called once to measure and
 * once to draw. Returns the panel's height. */
export function drawPanel(
  frame: DocumentFrame,
  y: number,
  layout: (top: number, isDryRun: boolean) => number,
  look: 'tint' | 'outline' = 'tint',
): number {
  const padding = 10;
  const height = layout(y + padding, true) + 2 * padding;
  const { doc, margin, contentWidth } = frame.canvas;
  doc.save();
  doc.roundedRect(margin, y, contentWidth, height, 6);
  if (look === 'tint') {
    doc.fill(TINT);
  } else {
    doc.lineWidth(0.8).strokeColor('#d5dde1').stroke();
  }
  doc.restore();
  layout(y + padding, false);
  return height;
}

/** The holder on the start side, the account on the end side, on a tinted panel. Returns its height. */
export function drawAccountBlock(frame: DocumentFrame, account: PdfAccount, y: number): number {
  const { canvas, labels } = frame;
  const holder = { offset: 10, width: canvas.contentWidth * 0.36 };
  const details = {
    offset: holder.offset + holder.width + 14,
    width: canvas.contentWidth - holder.width - 34,
  };
  return drawPanel(frame, y, (top, isDryRun) => {
    const box = { x: canvas.boxX(holder.offset, holder.width), width: holder.width };
    if (!isDryRun) {
      canvas.drawLine(labels.common.holder, { ...box, y: top }, LABEL_STYLE);
    }
    let height = 14;
    height += canvas.drawBlock(
      account.holderName,
      { ...box, y: top + height },
      { size: 10.5, weight: 'bold' },
      2,
      isDryRun,
    );
    if (account.holderAddress) {
      height +=
        2 +
        canvas.drawBlock(account.holderAddress, { ...box, y: top + height + 2 }, { size: 8.5 }, 4, isDryRun);
    }
    return Math.max(height, drawFieldRows(frame, details, top, getAccountRows(frame, account), isDryRun));
  });
}
