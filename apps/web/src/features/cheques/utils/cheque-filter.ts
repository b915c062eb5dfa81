/**
 * The cheque list's filters as the page keeps them (text as typed), checked before a call: a period
 * of two months at most (spec §9), ending after it starts; amounts as numbers, the least first.
 */
import { ACCOUNT_FILTER_WINDOW_MONTHS } from '@baraka/contracts/accounts/schemas';
import type { ChequeListRequest } from '@baraka/contracts/cheques/requests';
import { addMonths } from '@baraka/domain/calendar/calendar-date';
import type { ChequeListInput } from '../api/cheque-list';

export type ChequeTab = ChequeListRequest['type'];
export type ChequeFilterValues = {
  accountId: string | null;
  startDate: string;
  endDate: string;
  status: ChequeListRequest['status'];
  minAmount: string;
  maxAmount: string;
};
export type ChequeFilterIssue = 'periodReversed' | 'periodTooLong' | 'InvalidNumber' | 'amountsReversed';
export type ChequeFilterCheck = {
  filter: ChequeListInput | null;
  issues: Partial<Record<'endDate' | 'minAmount' | 'maxAmount', ChequeFilterIssue>>;
};

const AMOUNT = /^\d{1,12}(?:[.,]\d{1,3})?$/;

/** The last two months, every account and status. */
export function getDefaultFilter(today: string): ChequeFilterValues {
  return {
    accountId: null,
    startDate: addMonths(today, -ACCOUNT_FILTER_WINDOW_MONTHS),
    endDate: today,
    status: 'ALL',
    minAmount: '',
    maxAmount: '',
  };
}

const toNumber = (text: string) => Number(text.replace(',', '.'));

export function checkChequeFilter(type: ChequeTab, values: ChequeFilterValues): ChequeFilterCheck {
  const issues: ChequeFilterCheck['issues'] = {};
  if (values.startDate && values.endDate) {
    if (values.endDate < values.startDate) {
      issues.endDate = 'periodReversed';
    } else if (values.endDate > addMonths(values.startDate, ACCOUNT_FILTER_WINDOW_MONTHS)) {
      issues.endDate = 'periodTooLong';
    }
  }
  const min = values.minAmount.trim();
  const max = values.maxAmount.trim();
  if (min && !AMOUNT.test(min)) {
    issues.minAmount = 'InvalidNumber';
  }
  if (max && !AMOUNT.test(max)) {
    issues.maxAmount = 'InvalidNumber';
  } else if (min && max && AMOUNT.test(min) && toNumber(max) < toNumber(min)) {
    issues.maxAmount = 'amountsReversed';
  }
  if (Object.keys(issues).length > 0) {
    return { filter: null, issues };
  }
  return {
    issues,
    filter: {
      type,
      status: values.status,
      ...(values.accountId ? { accountId: values.accountId } : {}),
      ...(values.startDate ? { startDate: values.startDate } : {}),
      ...(values.endDate ? { endDate: values.endDate } : {}),
      ...(min ? { minAmount: min } : {}),
      ...(max ? { maxAmount: max } : {}),
    },
  };
}

/** How many filters differ from the default (the phone's filter button shows it). */
export function countActiveFilters(values: ChequeFilterValues, today: string): number {
  const base = getDefaultFilter(today);
  return (
    Number(values.accountId !== null) +
    Number(values.status !== 'ALL') +
    Number(values.startDate !== base.startDate || values.endDate !== base.endDate) +
    Number(values.minAmount.trim() !== '' || values.maxAmount.trim() !== '')
  );
}
