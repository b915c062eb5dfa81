/**
 * The editable table of payees (spec §5: "unsaved rows must be saved and invalid rows corrected
 * before proceeding"). A row is saved (its values count) or being edited (a draft that counts for
 * nothing until saved). Saving checks the draft; imported rows arrive saved, mistakes included, and
 * the server's refusals stick to their row until it is edited again.
 */
import {
  EMPTY_ROW,
  hasErrors,
  type RowErrors,
  type RowField,
  type RowLimits,
  type RowValues,
  validateRow,
} from './row-rules';

export type TableRow = {
  id: string;
  /** The values that count; null for a row added and never saved. */
  saved: RowValues | null;
  /** Being edited when set. */
  draft: RowValues | null;
  /** Whether saving was tried: the draft's mistakes show from then on. */
  wasSaveTried: boolean;
  /** The line of the imported file it came from. */
  line?: number;
  /** Refusals the server answered for this row. */
  serverErrors: RowErrors;
};

export type TableAction =
  | { type: 'add'; id: string }
  | { type: 'edit'; id: string }
  | { type: 'change'; id: string; field: RowField; value: string }
  | { type: 'save'; id: string; limits?: RowLimits }
  | { type: 'cancel'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'import'; rows: { id: string; line: number; values: RowValues }[] }
  | { type: 'serverErrors'; errors: Map<number, RowErrors> };

const update = (rows: TableRow[], id: string, change: (row: TableRow) => TableRow | null): TableRow[] =>
  rows.flatMap((row) => {
    if (row.id !== id) {
      return [row];
    }
    const next = change(row);
    return next ? [next] : [];
  });

export function reduceTable(rows: TableRow[], action: TableAction): TableRow[] {
  switch (action.type) {
    case 'add':
      return [
        ...rows,
        { id: action.id, saved: null, draft: { ...EMPTY_ROW }, wasSaveTried: false, serverErrors: {} },
      ];
    case 'edit':
      return update(rows, action.id, (row) => ({
        ...row,
        draft: { ...(row.saved ?? EMPTY_ROW) },
        wasSaveTried: false,
      }));
    case 'change':
      return update(rows, action.id, (row) =>
        row.draft ? { ...row, draft: { ...row.draft, [action.field]: action.value } } : row,
      );
    case 'save':
      return update(rows, action.id, (row) => {
        if (!row.draft) {
          return row;
        }
        if (hasErrors(validateRow(row.draft, action.limits))) {
          return { ...row, wasSaveTried: true };
        }
        return { ...row, saved: row.draft, draft: null, wasSaveTried: false, serverErrors: {} };
      });
    case 'cancel':
      // A row never saved has nothing to go back to.
      return update(rows, action.id, (row) =>
        row.saved ? { ...row, draft: null, wasSaveTried: false } : null,
      );
    case 'remove':
      return rows.filter((row) => row.id !== action.id);
    case 'import':
      return [
        ...rows.filter((row) => row.saved !== null || row.draft === null || !isBlank(row.draft)),
        ...action.rows.map((row) => ({
          id: row.id,
          saved: row.values,
          draft: null,
          wasSaveTried: false,
          line: row.line,
          serverErrors: {},
        })),
      ];
    case 'serverErrors':
      return rows.map((row, index) => ({ ...row, serverErrors: action.errors.get(index) ?? {} }));
  }
}

const isBlank = (values: RowValues) => Object.values(values).every((value) => value.trim() === '');

/** The mistakes a row shows now: its draft's once saving was tried, else its saved values' and the server's. */
export function getRowErrors(row: TableRow, limits?: RowLimits): RowErrors {
  if (row.draft) {
    return row.wasSaveTried ? validateRow(row.draft, limits) : {};
  }
  return { ...validateRow(row.saved ?? EMPTY_ROW, limits), ...row.serverErrors };
}

export type Blockers = { unsaved: number; invalid: number };

/** What stops the batch from going on: rows still being edited, saved rows with mistakes. */
export function findBlockers(rows: readonly TableRow[], limits?: RowLimits): Blockers {
  let unsaved = 0;
  let invalid = 0;
  for (const row of rows) {
    if (row.draft) {
      unsaved += 1;
    } else if (hasErrors(getRowErrors(row, limits))) {
      invalid += 1;
    }
  }
  return { unsaved, invalid };
}

/** The saved values in order, once nothing blocks. */
export const toSavedValues = (rows: readonly TableRow[]): RowValues[] =>
  rows.flatMap((row) => (row.saved ? [row.saved] : []));
