/** A calendar day with its weekday, the way a bank tells when money moves: "mardi 1 décembre 2026". */
import { getDateFormat } from '../../../lib/format';

export function formatDay(date: string, language: string): string {
  const format = getDateFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
    timeZone: 'Africa/Tunis',
  });
  return format.format(Date.parse(`${date}T12:00:00Z`));
}
