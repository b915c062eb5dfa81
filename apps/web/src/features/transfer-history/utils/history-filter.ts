/**
 * The transfer history's filter (spec §3: account, status or status group, operation type, amount
 * range, dates) as the page keeps it — in the address, so "back" from a transfer finds the same
 * list — and its check before a call, each failure a form key of spec §5.
 */
import type { FormKey } from '@baraka/contracts/shared/errors';
import {
  TRANSFER_STATUS_FILTERS,
  type TransferListFilter,
  type TransferStatusFilter,
} from '@baraka/contracts/transfer-history/schemas';
import { TRANSFER_TYPES, type TransferType } from '@baraka/contracts/transfers/requests';

export type HistoryOperationType = 'ALL' | TransferType;
export type HistoryFilterValues = {
  /** Empty: every account. */
  accountId: string;
  status: TransferStatusFilter;
  operationType: HistoryOperationType;
  minAmount: string;
  maxAmount: string;
  startDate: string;
  endDate: string;
};
export type HistoryFilterField = 'minAmount' | 'maxAmount' | 'startDate' | 'endDate';
export type HistoryFilterError = { key: FormKey; params?: Record<string, string | number> };
export type HistoryFilterErrors = Partial<Record<HistoryFilterField, HistoryFilterError>>;
/** What one call asks, without its page. */
export type HistoryQuery = Omit<TransferListFilter, 'page' | 'size'>;

export const EMPTY_HISTORY_FILTER: HistoryFilterValues = {
  accountId: '',
  status: 'ALL',
  operationType: 'ALL',
  minAmount: '',
  maxAmount: '',
  startDate: '',
  endDate: '',
};

/** The statuses offered first, as one tap: everything and the two groups of spec §4. */
export const STATUS_GROUP_CHOICES = [
  'ALL',
  'TREATED',
  'IN_PROGRESS',
] as const satisfies readonly TransferStatusFilter[];
export const OPERATION_TYPE_CHOICES: readonly HistoryOperationType[] = ['ALL', ...TRANSFER_TYPES];

const PARAM_NAMES = {
  accountId: 'account',
  status: 'status',
  operationType: 'type',
  minAmount: 'min',
  maxAmount: 'max',
  startDate: 'from',
  endDate: 'to',
} as const satisfies Record<keyof HistoryFilterValues, string>;

const AMOUNT_PATTERN = /^\d{1,12}(?:[.,]\d{1,3})?$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isStatus = (value: string | null): value is TransferStatusFilter =>
  (TRANSFER_STATUS_FILTERS as readonly (string | null)[]).includes(value);
const isOperationType = (value: string | null): value is HistoryOperationType =>
  (OPERATION_TYPE_CHOICES as readonly (string | null)[]).includes(value);

/** The filter written in the address; an unknown status or type falls back to "all". */
export function readHistoryParams(params: URLSearchParams): HistoryFilterValues {
  const status = params.get(PARAM_NAMES.status);
  const operationType = params.get(PARAM_NAMES.operationType);
  const text = (field: keyof typeof PARAM_NAMES) => params.get(PARAM_NAMES[field])?.trim() ?? '';
  return {
    accountId: UUID_PATTERN.test(text('accountId')) ? text('accountId') : '',
    status: isStatus(status) ? status : 'ALL',
    operationType: isOperationType(operationType) ? operationType : 'ALL',
    minAmount: text('minAmount'),
    maxAmount: text('maxAmount'),
    startDate: text('startDate'),
    endDate: text('endDate'),
  };
}

/** Only what differs from "everything", so addresses stay short. */
export function writeHistoryParams(values: HistoryFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of Object.keys(PARAM_NAMES) as (keyof HistoryFilterValues)[]) {
    const value = values[field].trim();
    if (value !== '' && value !== EMPTY_HISTORY_FILTER[field] && value !== 'ALL') {
      params.set(PARAM_NAMES[field], value);
    }
  }
  return params;
}

/** How many of the folded filters are set (the badge on the phone's "Filters" button). */
export function countMoreFilters(values: HistoryFilterValues): number {
  return (
    Number(values.operationType !== 'ALL') +
    Number(values.minAmount !== '' || values.maxAmount !== '') +
    Number(values.startDate !== '' || values.endDate !== '') +
    Number(!(STATUS_GROUP_CHOICES as readonly string[]).includes(values.status))
  );
}

/** Amount text ("150,5") as thousandths, to compare two inputs without a float. */
const toThousandths = (text: string): bigint => {
  const [whole = '0', fraction = ''] = text.replace(',', '.').split('.');
  return BigInt(whole + fraction.padEnd(3, '0'));
};

export type HistoryFilterCheck =
  | { query: HistoryQuery; errors: null }
  | { query: null; errors: HistoryFilterErrors };

export function checkHistoryFilter(values: HistoryFilterValues): HistoryFilterCheck {
  const errors: HistoryFilterErrors = {};
  for (const field of ['minAmount', 'maxAmount'] as const) {
    if (values[field] !== '' && !AMOUNT_PATTERN.test(values[field])) {
      errors[field] = { key: 'InvalidNumber' };
    }
  }
  for (const field of ['startDate', 'endDate'] as const) {
    if (values[field] !== '' && !DATE_PATTERN.test(values[field])) {
      errors[field] = { key: 'date' };
    }
  }
  const { minAmount, maxAmount, startDate, endDate } = values;
  if (!errors.minAmount && !errors.maxAmount && minAmount && maxAmount) {
    if (toThousandths(minAmount) > toThousandths(maxAmount)) {
      errors.maxAmount = { key: 'min', params: { min: minAmount } };
    }
  }
  if (!errors.startDate && !errors.endDate && startDate && endDate && endDate < startDate) {
    errors.endDate = { key: 'periodReversed' };
  }
  if (Object.keys(errors).length > 0) {
    return { query: null, errors };
  }
  return {
    query: {
      status: values.status,
      operationType: values.operationType,
      ...(values.accountId ? { accountId: values.accountId } : {}),
      ...(minAmount ? { minAmount } : {}),
      ...(maxAmount ? { maxAmount } : {}),
      ...(startDate ? { startDate } : {}),
      ...(endDate ? { endDate } : {}),
    },
    errors: null,
  };
}
