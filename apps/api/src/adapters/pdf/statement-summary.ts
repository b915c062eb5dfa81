/** The statement's balance cards and its closing check: opening + credits − debits = closing. */
import { isolateLtr } from './bidi-text.ts';
import { addPage, type DocumentFrame } from './document-frame.ts';
import { drawPanel, LABEL_STYLE } from './field-rows.ts';
import { formatAmount, formatIsoDate, formatMoney } from './format.ts';
import { fillLabel } from './labels/index.ts';
import { MUTED } from './pdf-canvas.ts';
import type { StatementDocument } from './types.ts';

export type StatementTotals = {
  debitsMinor: bigint;
  creditsMinor: bigint;
  debitCount: number;
  creditCount: number;
};

export function computeTotals(document: StatementDocument): StatementTotals {
  const totals: StatementTotals = { debitsMinor: 0n, creditsMinor: 0n, debitCount: 0, creditCount: 0 };
  for (const { amountMinor } of document.operations) {
    if (amountMinor < 0n) {
      totals.debitsMinor -= amountMinor;
      totals.debitCount += 1;
    } else {
      totals.creditsMinor += amountMinor;
      totals.creditCount += 1;
    }
  }
  return totals;
}

function money(document: StatementDocument, minor: bigint): string {
  const { account, language } = document;
  return isolateLtr(formatMoney(minor, account.minorDigits, account.currency, language));
}

/** Opening and closing balances side by side, each on its own tinted card. Returns the height. */
export function drawBalanceCards(frame: DocumentFrame, document: StatementDocument, y: number): number {
  const { canvas, labels } = frame;
  const gap = 12;
  const width = (canvas.contentWidth - gap) / 2;
  const cards = [
    {
      offset: 0,
      label: fillLabel(labels.statement.openingOn, { date: formatIsoDate(document.period.from) }),
      minor: document.openingBalanceMinor,
    },
    {
      offset: width + gap,
      label: fillLabel(labels.statement.closingOn, { date: formatIsoDate(document.period.to) }),
      minor: document.closingBalanceMinor,
    },
  ];
  const height = 44;
  for (const card of cards) {
    const x = canvas.boxX(card.offset, width);
    canvas.doc.save();
    canvas.doc.roundedRect(x, y, width, height, 6).lineWidth(1).strokeColor('#d5dde1').stroke();
    canvas.doc.restore();
    canvas.drawLine(card.label, { x: x + 10, y: y + 7, width: width - 20 }, LABEL_STYLE);
    canvas.drawLine(
      money(document, card.minor),
      { x: x + 10, y: y + 20, width: width - 20 },
      { size: 13, weight: 'bold' },
    );
  }
  return height;
}

/** The check panel under the table; opens a page first if it and `keepWithNext` points after it
 * would not fit. Returns the y below the panel. */
export function drawBalanceCheck(
  frame: DocumentFrame,
  document: StatementDocument,
  totals: StatementTotals,
  y: number,
  keepWithNext = 0,
): number {
  const { canvas, labels } = frame;
  const computed = document.openingBalanceMinor + totals.creditsMinor - totals.debitsMinor;
  const difference = document.closingBalanceMinor - computed;
  const rows = [
    { label: labels.statement.openingBalance, minor: document.openingBalanceMinor, isStrong: false },
    {
      label: fillLabel(labels.statement.totalCredits, { count: totals.creditCount }),
      minor: totals.creditsMinor,
      isStrong: false,
    },
    {
      label: fillLabel(labels.statement.totalDebits, { count: totals.debitCount }),
      minor: totals.debitsMinor,
      isStrong: false,
    },
    { label: labels.statement.computedClosing, minor: computed, isStrong: true },
  ];
  const { account, language } = document;
  const plain = (minor: bigint) => formatAmount(minor, account.minorDigits, language);
  const equation = `${plain(document.openingBalanceMinor)} + ${plain(totals.creditsMinor)} − ${plain(totals.debitsMinor)} = ${plain(computed)} ${account.currency}`;
  const verdict =
    difference === 0n
      ? labels.statement.checkMatches
      : fillLabel(labels.statement.checkMismatch, {
          amount: money(document, difference),
          closing: money(document, document.closingBalanceMinor),
        });
  const labelWidth = canvas.contentWidth * 0.55;
  const amountWidth = canvas.contentWidth - labelWidth - 20;
  const layout = (top: number, isDryRun: boolean): number => {
    let cursor = top;
    const textBox = { x: canvas.boxX(10, canvas.contentWidth - 20), width: canvas.contentWidth - 20 };
    if (!isDryRun) {
      canvas.drawLine(
        labels.statement.checkTitle,
        { ...textBox, y: cursor },
        { size: 10, weight: 'bold', color: frame.brandColor },
      );
    }
    cursor += 18;
    for (const row of rows) {
      const style = { size: 9, weight: row.isStrong ? ('bold' as const) : ('regular' as const) };
      if (!isDryRun) {
        canvas.drawLine(row.label, { x: canvas.boxX(10, labelWidth), y: cursor, width: labelWidth }, style);
        canvas.drawLine(
          money(document, row.minor),
          { x: canvas.boxX(10 + labelWidth, amountWidth), y: cursor, width: amountWidth, align: 'right' },
          style,
        );
      }
      cursor += canvas.lineHeight(style) + 2;
    }
    cursor += 4;
    cursor += canvas.drawBlock(
      labels.statement.checkFormula,
      { ...textBox, y: cursor },
      { size: 8, color: MUTED },
      2,
      isDryRun,
    );
    if (!isDryRun) {
      canvas.drawLine(equation, { ...textBox, y: cursor, direction: 'ltr' }, { size: 8.5, weight: 'bold' });
    }
    cursor += canvas.lineHeight({ size: 8.5 });
    const verdictColor = difference === 0n ? frame.brandColor : '#b3261e';
    cursor += canvas.drawBlock(
      verdict,
      { ...textBox, y: cursor },
      { size: 8.5, weight: 'bold', color: verdictColor },
      3,
      isDryRun,
    );
    return cursor - top;
  };
  const needed = layout(0, true) + 20 + keepWithNext;
  let top = y;
  if (top + needed > frame.bottom) {
    top = addPage(frame);
  }
  return top + drawPanel(frame, top, layout);
}
