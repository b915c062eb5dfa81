/** Months as the API writes them ("11/2026") and as people read them ("novembre 2026", "nov."). */
import { getDateFormat } from '../../../lib/format';

export type MonthStyle = 'long' | 'short';

function toInstant(month: string): number {
  const [mm = '01', yyyy = '1970'] = month.split('/');
  // Mid-month at noon UTC: the same month in every time zone.
  return Date.UTC(Number(yyyy), Number(mm) - 1, 15, 12);
}

/** "novembre 2026" (long) or "nov." (short, for a chart axis). */
export function formatMonth(month: string, language: string, style: MonthStyle = 'long'): string {
  const format = getDateFormat(language, {
    month: style,
    ...(style === 'long' ? { year: 'numeric' } : {}),
    numberingSystem: 'latn',
    timeZone: 'UTC',
  });
  return format.format(toInstant(month));
}

/** "MM/YYYY" of a calendar date "YYYY-MM-DD". */
export const toMonth = (date: string): string => `${date.slice(5, 7)}/${date.slice(0, 4)}`;
