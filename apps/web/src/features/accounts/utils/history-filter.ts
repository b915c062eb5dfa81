/**
 * The history filter as the page keeps it (in the address, so "back" from an operation finds the
 * same list) and its check before a call: the contract's schema, the two-month rule and an amount
 * range that is not upside down, each failure as a form key of spec §5.
 */
import {
  DIRECTIONS,
  type TransactionFilter,
  transactionFilterSchema,
} from '@baraka/contracts/accounts/schemas';
import { FORM_KEYS, type FormKey } from '@baraka/contracts/shared/errors';
import { checkPeriod, getDefaultPeriod } from './history-period';

export type HistoryDirection = (typeof DIRECTIONS)[number];
export type HistoryFilterValues = {
  startDate: string;
  endDate: string;
  direction: HistoryDirection;
  minAmount: string;
  maxAmount: string;
  search: string;
};
export type HistoryFilterField = Exclude<keyof HistoryFilterValues, 'direction'>;
export type FilterError = { key: FormKey; params?: Record<string, string | number> };
export type HistoryFilterErrors = Partial<Record<HistoryFilterField, FilterError>>;

const PARAM_NAMES = {
  startDate: 'from',
  endDate: 'to',
  direction: 'direction',
  minAmount: 'min',
  maxAmount: 'max',
  search: 'q',
} as const satisfies Record<keyof HistoryFilterValues, string>;

export function getDefaultFilterValues(today: string): HistoryFilterValues {
  return { ...getDefaultPeriod(today), direction: 'ALL', minAmount: '', maxAmount: '', search: '' };
}

const isDirection = (value: string | null): value is HistoryDirection =>
  (DIRECTIONS as readonly (string | null)[]).includes(value);

/** The filter written in the address, the defaults standing in for what is missing. */
export function readFilterParams(params: URLSearchParams, today: string): HistoryFilterValues {
  const defaults = getDefaultFilterValues(today);
  const direction = params.get(PARAM_NAMES.direction);
  return {
    startDate: params.get(PARAM_NAMES.startDate) ?? defaults.startDate,
    endDate: params.get(PARAM_NAMES.endDate) ?? defaults.endDate,
    direction: isDirection(direction) ? direction : defaults.direction,
    minAmount: params.get(PARAM_NAMES.minAmount) ?? '',
    maxAmount: params.get(PARAM_NAMES.maxAmount) ?? '',
    search: params.get(PARAM_NAMES.search) ?? '',
  };
}

/** Writes the filter into `params`, leaving out what equals the default (short, shareable addresses). */
export function writeFilterParams(
  params: URLSearchParams,
  values: HistoryFilterValues,
  today: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const defaults = getDefaultFilterValues(today);
  for (const field of Object.keys(PARAM_NAMES) as (keyof HistoryFilterValues)[]) {
    const value = values[field].trim();
    if (value === '' || value === defaults[field]) {
      next.delete(PARAM_NAMES[field]);
    } else {
      next.set(PARAM_NAMES[field], value);
    }
  }
  return next;
}

/** How many filters differ from the defaults (the badge on the phone's "Filters" button). */
export function countActiveFilters(values: HistoryFilterValues, today: string): number {
  const defaults = getDefaultFilterValues(today);
  const isPeriodChanged = values.startDate !== defaults.startDate || values.endDate !== defaults.endDate;
  return (
    Number(isPeriodChanged) +
    Number(values.direction !== 'ALL') +
    Number(values.minAmount.trim() !== '' || values.maxAmount.trim() !== '') +
    Number(values.search.trim() !== '')
  );
}

const isFormKey = (text: string): text is FormKey => (FORM_KEYS as readonly string[]).includes(text);

type Issue = { code: string; message: string; path: PropertyKey[]; maximum?: unknown; format?: unknown };

function toFilterError(issue: Issue): FilterError {
  if (isFormKey(issue.message)) {
    return { key: issue.message };
  }
  if (issue.code === 'too_big') {
    return { key: 'maxLength', params: { max: Number(issue.maximum) } };
  }
  if (issue.code === 'invalid_format' && issue.format === 'date') {
    return { key: 'date' };
  }
  return { key: 'invalidType' };
}

/** Amount text ("150,5") as thousandths, to compare two inputs without a float. */
const toThousandths = (text: string): bigint => {
  const [whole = '0', fraction = ''] = text.trim().replace(',', '.').split('.');
  return BigInt(whole + fraction.padEnd(3, '0'));
};

export type FilterCheck =
  | { filter: TransactionFilter; errors: null }
  | { filter: null; errors: HistoryFilterErrors };

export function checkHistoryFilter(accountId: string, values: HistoryFilterValues): FilterCheck {
  const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());
  const errors: HistoryFilterErrors = {};
  for (const field of ['startDate', 'endDate'] as const) {
    if (values[field] === '') {
      errors[field] = { key: 'required' };
    }
  }
  const parsed = transactionFilterSchema.safeParse({
    accountId,
    startDate: values.startDate,
    endDate: values.endDate,
    direction: values.direction,
    minAmount: optional(values.minAmount),
    maxAmount: optional(values.maxAmount),
    search: optional(values.search),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as HistoryFilterField;
      errors[field] ??= toFilterError(issue as Issue);
    }
  }
  if (!errors.startDate && !errors.endDate) {
    const periodError = checkPeriod(values.startDate, values.endDate);
    if (periodError) {
      errors.endDate = { key: periodError };
    }
  }
  if (
    !errors.minAmount &&
    !errors.maxAmount &&
    optional(values.minAmount) &&
    optional(values.maxAmount) &&
    toThousandths(values.minAmount) > toThousandths(values.maxAmount)
  ) {
    errors.maxAmount = { key: 'min', params: { min: values.minAmount.trim() } };
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    return { filter: null, errors };
  }
  return { filter: parsed.data, errors: null };
}
