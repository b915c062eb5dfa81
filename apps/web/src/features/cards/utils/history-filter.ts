/**
 * The card history's filters kept in the address (`?card=…&from=…&to=…&status=…&min=…&max=…`), so a
 * filtered history can be reloaded or shared; read back through the call's own schema.
 */
import { cardOperationsRequestSchema } from '@baraka/contracts/cards/requests';
import type { CardOperationsFilter } from '../api/card-operations';

export const STATUS_CHOICES = ['ALL', 'VALIDE', 'ANNULE'] as const;
export type StatusChoice = (typeof STATUS_CHOICES)[number];

export type HistoryFilterValues = {
  startDate: string;
  endDate: string;
  status: StatusChoice;
  minAmount: string;
  maxAmount: string;
};

export const EMPTY_FILTER: HistoryFilterValues = {
  startDate: '',
  endDate: '',
  status: 'ALL',
  minAmount: '',
  maxAmount: '',
};

const PARAMS = {
  startDate: 'from',
  endDate: 'to',
  status: 'status',
  minAmount: 'min',
  maxAmount: 'max',
} as const;

const isStatus = (value: string | null): value is StatusChoice =>
  (STATUS_CHOICES as readonly (string | null)[]).includes(value);

export function readHistoryFilter(search: URLSearchParams): HistoryFilterValues {
  const status = search.get(PARAMS.status);
  return {
    startDate: search.get(PARAMS.startDate) ?? '',
    endDate: search.get(PARAMS.endDate) ?? '',
    status: isStatus(status) ? status : 'ALL',
    minAmount: search.get(PARAMS.minAmount) ?? '',
    maxAmount: search.get(PARAMS.maxAmount) ?? '',
  };
}

export function writeHistoryFilter(cardId: string, values: HistoryFilterValues): URLSearchParams {
  const search = new URLSearchParams({ card: cardId });
  for (const field of Object.keys(PARAMS) as (keyof HistoryFilterValues)[]) {
    const value = values[field].trim();
    if (value && !(field === 'status' && value === 'ALL')) {
      search.set(PARAMS[field], value);
    }
  }
  return search;
}

/** How many filters are set besides the status (the phone's "Filters" button shows it). */
export const countFilters = (values: HistoryFilterValues) =>
  [values.startDate, values.endDate, values.minAmount, values.maxAmount].filter((value) => value.trim())
    .length;

const isFilterField = (field: unknown): field is keyof HistoryFilterValues =>
  typeof field === 'string' && field in EMPTY_FILTER;

export type FilterCheck =
  | { filter: CardOperationsFilter; errors: null }
  | { filter: null; errors: Partial<Record<keyof HistoryFilterValues, string>> };

/** The call's filter, or the fields the call's schema refuses (keyed by field, with the form key). */
export function checkHistoryFilter(cardId: string, values: HistoryFilterValues): FilterCheck {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const parsed = cardOperationsRequestSchema.safeParse({
    cardId,
    status: values.status,
    startDate: optional(values.startDate),
    endDate: optional(values.endDate),
    minAmount: optional(values.minAmount),
    maxAmount: optional(values.maxAmount),
  });
  if (!parsed.success) {
    const errors: Partial<Record<keyof HistoryFilterValues, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isFilterField(field)) {
        errors[field] = issue.message;
      }
    }
    return { filter: null, errors };
  }
  const { page: _page, size: _size, ...filter } = parsed.data;
  const min = filter.minAmount;
  const max = filter.maxAmount;
  if (min && max && Number(min.replace(',', '.')) > Number(max.replace(',', '.'))) {
    return { filter: null, errors: { maxAmount: 'maxAmount' } };
  }
  return { filter, errors: null };
}
