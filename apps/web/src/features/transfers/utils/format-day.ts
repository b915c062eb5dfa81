/** A calendar day with its weekday, the way a bank tells when money moves: "mardi 1 décembre 2026". */
import { getLocale } from '../../../lib/format';

const formats = new Map<string, Intl.DateTimeFormat>();

export function formatDay(date: string, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(getLocale(language), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      numberingSystem: 'latn',
      timeZone: 'Africa/Tunis',
    });
    formats.set(language, format);
  }
  return format.format(Date.parse(`${date}T12:00:00Z`));
}
