/**
 * The rules of one payee row, as the server applies them (the shared zod schema, then the RIB key
 * and bank, the pack's per-transfer bounds): each field's first mistake as a form key.
 */
import { type BulkTransferRowInput, bulkTransferRowSchema } from '@baraka/contracts/bulk-transfers/schemas';
import { parseMoney } from '@baraka/domain/money/money';
import { isValidRib, normalizeRib } from '@baraka/domain/rib/rib-key';
import { findTunisianBank, isOwnBankRib } from '@baraka/domain/rib/tunisian-banks';

export const ROW_FIELDS = ['rib', 'name', 'amount', 'reason'] as const;
export type RowField = (typeof ROW_FIELDS)[number];

/** What the customer types in a row: text as typed. */
export type RowValues = Record<RowField, string>;

export type RowIssue = { key: string; params?: Record<string, string | number | boolean> };
export type RowErrors = Partial<Record<RowField, RowIssue>>;

/** Per-transfer bounds of the customer's pack, in millimes (from secure/transfer/config). */
export type RowLimits = { minMinor: bigint; maxMinor: bigint };

export const EMPTY_ROW: RowValues = { rib: '', name: '', amount: '', reason: '' };

const FIELD_OF_PATH: Record<string, RowField> = {
  'payee.rib': 'rib',
  'payee.name': 'name',
  amount: 'amount',
  reason: 'reason',
};

/** The server's field of a row (`rows.<index>.payee.rib`) as the table's. */
export function toRowField(path: string): RowField | undefined {
  return FIELD_OF_PATH[path];
}

export function toRowRequest(values: RowValues): BulkTransferRowInput {
  const reason = values.reason.trim();
  return {
    payee: { rib: normalizeRib(values.rib), name: values.name.trim() },
    amount: values.amount.trim(),
    ...(reason ? { reason } : {}),
  };
}

/** The amount in millimes, or null when it is not one. */
export function parseAmountMinor(text: string): bigint | null {
  try {
    return parseMoney(text.trim(), 'TND').minor;
  } catch {
    return null;
  }
}

/** Whether the payee is at this bank (booked at once) or another (through the clearing). */
export function getRowKind(rib: string): 'WITHINBANK' | 'NATIONAL' | null {
  const normalized = normalizeRib(rib);
  if (!isValidRib(normalized)) {
    return null;
  }
  return isOwnBankRib(normalized) ? 'WITHINBANK' : 'NATIONAL';
}

const formatMinor = (minor: bigint) => `${minor / 1000n}.${String(minor % 1000n).padStart(3, '0')}`;

function checkRib(rib: string): RowIssue | undefined {
  const normalized = normalizeRib(rib);
  if (!normalized) {
    return { key: 'required' };
  }
  if (!isValidRib(normalized)) {
    return { key: 'invalidRib' };
  }
  return findTunisianBank(normalized) ? undefined : { key: 'ribUnknownBank' };
}

function checkAmount(amount: string, limits: RowLimits | undefined): RowIssue | undefined {
  if (!amount.trim()) {
    return { key: 'required' };
  }
  const minor = parseAmountMinor(amount);
  if (minor === null || minor <= 0n) {
    return { key: 'InvalidNumber' };
  }
  if (limits && minor < limits.minMinor) {
    return { key: 'min', params: { min: formatMinor(limits.minMinor) } };
  }
  if (limits && minor > limits.maxMinor) {
    return { key: 'max', params: { max: formatMinor(limits.maxMinor) } };
  }
  return undefined;
}

/** Every field's first mistake; an empty object when the row can be sent. */
export function validateRow(values: RowValues, limits?: RowLimits): RowErrors {
  const errors: RowErrors = {};
  const parsed = bulkTransferRowSchema.safeParse(toRowRequest(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = toRowField(issue.path.join('.'));
      if (field && !errors[field]) {
        errors[field] = { key: issue.message };
      }
    }
  }
  const rib = checkRib(values.rib);
  const amount = checkAmount(values.amount, limits);
  if (rib) {
    errors.rib = rib;
  } else {
    delete errors.rib;
  }
  if (amount) {
    errors.amount = amount;
  } else {
    delete errors.amount;
  }
  return errors;
}

export const hasErrors = (errors: RowErrors): boolean => Object.keys(errors).length > 0;

/** Millimes as the API's decimal text ("120.500"). */
export const toAmountText = (minor: bigint): string => formatMinor(minor);

/** A RIB in its four parts, as printed on a RIB certificate: "08 006 0000012345678 52". */
export function formatRib(rib: string): string {
  const digits = normalizeRib(rib);
  if (!/^\d{20}$/.test(digits)) {
    return digits;
  }
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 18)} ${digits.slice(18)}`;
}

/** The sum of the amounts that read as amounts, in millimes. */
export function sumAmounts(rows: readonly RowValues[]): bigint {
  return rows.reduce((sum, row) => sum + (parseAmountMinor(row.amount) ?? 0n), 0n);
}
