/**
 * The statement's table of operations: dates, label, reference, debit and credit columns, mirrored
 * in Arabic, split over as many pages as it takes with the header row repeated on each page.
 */
import { isolateLtr } from './bidi-text.ts';
import { addPage, type DocumentFrame } from './document-frame.ts';
import { formatAmount, formatIsoDate } from './format.ts';
import { MUTED, type TextAlign, type TextStyle } from './pdf-canvas.ts';
import type { PdfAccount, PdfLanguage, PdfOperation } from './types.ts';

type ColumnKey = 'bookingDate' | 'valueDate' | 'label' | 'reference' | 'debit' | 'credit';
type TableColumn = { key: ColumnKey; offset: number; width: number; align: TextAlign };

const CELL_PADDING = 4;
const ROW_PADDING = 3.5;
const CELL_STYLE: TextStyle = { size: 8 };
const HEADER_STYLE: TextStyle = { size: 7.5, weight: 'bold', color: '#ffffff' };
const ZEBRA = '#f4f7f8';
const FIXED_WIDTHS: Record<Exclude<ColumnKey, 'label'>, number> = {
  bookingDate: 54,
  valueDate: 54,
  reference: 92,
  debit: 72,
  credit: 72,
};

export type TableContext = { frame: DocumentFrame; account: PdfAccount; language: PdfLanguage };

export function getColumns(contentWidth: number): TableColumn[] {
  const fixed = Object.values(FIXED_WIDTHS).reduce((sum, width) => sum + width, 0);
  const widths: Record<ColumnKey, number> = { ...FIXED_WIDTHS, label: contentWidth - fixed };
  const order: ColumnKey[] = ['bookingDate', 'valueDate', 'label', 'reference', 'debit', 'credit'];
  let offset = 0;
  return order.map((key) => {
    const column = {
      key,
      offset,
      width: widths[key],
      align: (key === 'debit' || key === 'credit' ? 'right' : 'start') as TextAlign,
    };
    offset += widths[key];
    return column;
  });
}

function getHeaderTexts(context: TableContext): Record<ColumnKey, string> {
  const { statement, common } = context.frame.labels;
  const currency = context.account.currency;
  return {
    bookingDate: statement.bookingDate,
    valueDate: statement.valueDate,
    label: statement.label,
    reference: statement.reference,
    debit: `${common.debit} ${currency}`,
    credit: `${common.credit} ${currency}`,
  };
}

function getCellTexts(context: TableContext, operation: PdfOperation): Record<ColumnKey, string> {
  const amount = isolateLtr(
    formatAmount(
      operation.amountMinor < 0n ? -operation.amountMinor : operation.amountMinor,
      context.account.minorDigits,
      context.language,
    ),
  );
  const isDebit = operation.amountMinor < 0n;
  return {
    bookingDate: formatIsoDate(operation.bookingDate),
    valueDate: formatIsoDate(operation.valueDate),
    label: operation.label,
    reference: isolateLtr(operation.reference),
    debit: isDebit ? amount : '',
    credit: isDebit ? '' : amount,
  };
}

type PreparedRow = { lines: string[][]; height: number; style: TextStyle };

/** Wraps each cell to its column: the row's height is known before anything is drawn. */
function prepareRow(context: TableContext, texts: Record<ColumnKey, string>, style: TextStyle): PreparedRow {
  const { canvas } = context.frame;
  const lines = getColumns(canvas.contentWidth).map((column) =>
    canvas.wrap(texts[column.key], column.width - 2 * CELL_PADDING, style, column.key === 'label' ? 3 : 2),
  );
  const height =
    Math.max(...lines.map((cell) => cell.length), 1) * canvas.lineHeight(style) + 2 * ROW_PADDING;
  return { lines, height, style };
}

function drawRow(context: TableContext, y: number, row: PreparedRow, fill?: string): number {
  const { canvas } = context.frame;
  if (fill) {
    canvas.doc.save();
    canvas.doc.rect(canvas.margin, y, canvas.contentWidth, row.height).fill(fill);
    canvas.doc.restore();
  }
  const step = canvas.lineHeight(row.style);
  getColumns(canvas.contentWidth).forEach((column, index) => {
    const width = column.width - 2 * CELL_PADDING;
    const x = canvas.boxX(column.offset + CELL_PADDING, width);
    (row.lines[index] ?? []).forEach((line, lineIndex) => {
      const box = { x, y: y + ROW_PADDING + lineIndex * step, width, align: column.align };
      canvas.drawLine(line, box, row.style);
    });
  });
  return row.height;
}

/** Draws the row, on a new page under a repeated header when it does not fit; returns the y below. */
function placeRow(context: TableContext, y: number, row: PreparedRow, fill?: string): number {
  let cursor = y;
  if (cursor + row.height > context.frame.bottom) {
    cursor = addPage(context.frame);
    cursor += drawTableHeader(context, cursor);
  }
  return cursor + drawRow(context, cursor, row, fill);
}

export function drawTableHeader(context: TableContext, y: number): number {
  const header = prepareRow(context, getHeaderTexts(context), HEADER_STYLE);
  return drawRow(context, y, header, context.frame.brandColor);
}

/** Draws every operation from `y`, opening pages as needed; returns the y below the last row. */
export function drawOperations(context: TableContext, y: number, operations: PdfOperation[]): number {
  const { frame } = context;
  let cursor = y + drawTableHeader(context, y);
  if (operations.length === 0) {
    const empty = {
      bookingDate: '',
      valueDate: '',
      label: frame.labels.statement.noOperations,
      reference: '',
      debit: '',
      credit: '',
    };
    return placeRow(context, cursor, prepareRow(context, empty, { ...CELL_STYLE, color: MUTED }));
  }
  operations.forEach((operation, index) => {
    const row = prepareRow(context, getCellTexts(context, operation), CELL_STYLE);
    cursor = placeRow(context, cursor, row, index % 2 === 1 ? ZEBRA : undefined);
  });
  return cursor;
}

/** The totals row under the table, bold, with a rule above it; returns the y below it. */
export function drawTotalsRow(
  context: TableContext,
  y: number,
  debitsMinor: bigint,
  creditsMinor: bigint,
): number {
  const { canvas, labels, brandColor } = context.frame;
  const format = (minor: bigint) =>
    isolateLtr(formatAmount(minor, context.account.minorDigits, context.language));
  const texts = {
    bookingDate: '',
    valueDate: '',
    label: labels.statement.totals,
    reference: '',
    debit: format(debitsMinor),
    credit: format(creditsMinor),
  };
  const row = prepareRow(context, texts, { ...CELL_STYLE, weight: 'bold' });
  const bottom = placeRow(context, y, row);
  const top = bottom - row.height;
  canvas.doc
    .moveTo(canvas.margin, top)
    .lineTo(canvas.margin + canvas.contentWidth, top)
    .lineWidth(1)
    .strokeColor(brandColor)
    .stroke();
  return bottom;
}
