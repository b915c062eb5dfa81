/**
 * The bulk-transfer file: CSV with one payee per line — RIB, name, amount in dinars, reason
 * (optional) — separated by ";" (as spreadsheets save it in French) or ",". A first line naming
 * the columns (in French, English or Arabic) may put them in any order; without it they come in
 * that order. Fields may be quoted ("Ben Salah, Sami"). Mistakes are reported by line number.
 */
import { MAX_BULK_ROWS } from '@baraka/contracts/bulk-transfers/schemas';
import { buildRib } from '@baraka/domain/rib/iban';
import { ROW_FIELDS, type RowField, type RowValues } from './row-rules';

export const CSV_TEMPLATE_NAME = 'virements-multiples.csv';

/** Column names a first line may use, accents and case aside. */
const HEADER_ALIASES: Record<RowField, readonly string[]> = {
  rib: ['rib', 'iban', 'compte', 'account', 'الحساب'],
  name: ['name', 'nom', 'beneficiaire', 'beneficiary', 'payee', 'الاسم', 'المستفيد'],
  amount: ['amount', 'montant', 'المبلغ'],
  reason: ['reason', 'motif', 'libelle', 'السبب'],
};

export type CsvLineError = {
  /** 1 for the file's first line. */
  line: number;
  key: 'columns' | 'tooManyRows' | 'empty';
  params?: Record<string, number>;
};

export type CsvRow = { line: number; values: RowValues };
export type CsvImport = { rows: CsvRow[]; errors: CsvLineError[] };

type CsvRecord = { line: number; cells: string[] };

const SEPARATORS = [';', ',', '\t'] as const;

/** The separator used most often outside quotes on the first line that has one. */
function detectSeparator(text: string): string {
  const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  let best: string = SEPARATORS[0];
  let bestCount = 0;
  for (const separator of SEPARATORS) {
    const count = unquoted.split(separator).length - 1;
    if (count > bestCount) {
      best = separator;
      bestCount = count;
    }
  }
  return best;
}

/** RFC 4180 records: quoted fields may hold separators, doubled quotes and line breaks. */
function readRecords(text: string, separator: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let isQuoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) {
      records.push({ line: recordLine, cells: cells.map((value) => value.trim()) });
    }
    cells = [];
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        isQuoted = false;
      } else {
        if (char === '\n') {
          line += 1;
        }
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      isQuoted = true;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n') {
      endRecord();
      line += 1;
      recordLine = line;
    } else if (char !== '\r') {
      cell += char;
    }
  }
  endRecord();
  return records;
}

const simplify = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The column of each field when the first record names them, else null. */
function readHeader(cells: readonly string[]): Record<RowField, number> | null {
  const found: Partial<Record<RowField, number>> = {};
  cells.forEach((cell, index) => {
    const name = simplify(cell);
    const field = ROW_FIELDS.find((candidate) => HEADER_ALIASES[candidate].includes(name));
    if (field && found[field] === undefined) {
      found[field] = index;
    }
  });
  const { rib, name, amount, reason } = found;
  if (rib === undefined || name === undefined || amount === undefined) {
    return null;
  }
  return { rib, name, amount, reason: reason ?? -1 };
}

const DEFAULT_COLUMNS: Record<RowField, number> = { rib: 0, name: 1, amount: 2, reason: 3 };

export function parseBulkCsv(text: string, maxRows: number = MAX_BULK_ROWS): CsvImport {
  const content = text.replace(/^\uFEFF/, '');
  const records = readRecords(content, detectSeparator(content));
  const [first] = records;
  const header = first ? readHeader(first.cells) : null;
  const columns = header ?? DEFAULT_COLUMNS;
  // The reason may be left out; without a header, nothing may follow it.
  const needed = Math.max(columns.rib, columns.name, columns.amount) + 1;
  const allowed = header ? Number.POSITIVE_INFINITY : ROW_FIELDS.length;
  const data = header ? records.slice(1) : records;
  const rows: CsvRow[] = [];
  const errors: CsvLineError[] = [];
  for (const record of data) {
    const found = record.cells.length;
    if (found < needed || found > allowed) {
      errors.push({ line: record.line, key: 'columns', params: { expected: needed, found } });
      continue;
    }
    if (rows.length === maxRows) {
      errors.push({ line: record.line, key: 'tooManyRows', params: { max: maxRows } });
      break;
    }
    const cellOf = (field: RowField) => (columns[field] >= 0 ? (record.cells[columns[field]] ?? '') : '');
    rows.push({
      line: record.line,
      values: {
        rib: cellOf('rib'),
        name: cellOf('name'),
        amount: cellOf('amount'),
        reason: cellOf('reason'),
      },
    });
  }
  if (rows.length === 0 && errors.length === 0) {
    errors.push({ line: header ? 2 : 1, key: 'empty' });
  }
  return { rows, errors };
}

/** A file to fill in: the header and two example payees at other banks. */
export function buildCsvTemplate(): string {
  const lines = [
    ['rib', 'name', 'amount', 'reason'],
    [buildRib('08', '006', '0000012345678'), 'Mohamed Ben Ali', '250.000', 'Salaire novembre'],
    [buildRib('10', '027', '0000098765432'), 'Sarra Trabelsi', '1200,500', 'Facture 2026-114'],
  ];
  return `\uFEFF${lines.map((cells) => cells.join(';')).join('\r\n')}\r\n`;
}
