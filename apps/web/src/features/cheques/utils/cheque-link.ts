/** A link to one cheque of the list (from an operation of the account history): number, side, day booked. */
import { isCalendarDate } from '@baraka/domain/calendar/calendar-date';
import type { ChequeTab } from './cheque-filter';

export const CHEQUE_PARAM = 'cheque';

export type ChequeLink = { number: string; type: ChequeTab; date: string | undefined };

export function readChequeLink(search: URLSearchParams): ChequeLink | null {
  const number = search.get(CHEQUE_PARAM) ?? '';
  if (!/^\d{7}$/.test(number)) {
    return null;
  }
  const date = search.get('date') ?? '';
  return {
    number,
    type: search.get('type') === 'RECEIVED' ? 'RECEIVED' : 'EMITTED',
    date: isCalendarDate(date) ? date : undefined,
  };
}
