/** When a batch was confirmed, as a date and time in Tunis, in the reader's language. */
import { getLocale } from '../../../lib/format';

export function formatInstant(iso: string, language: string): string {
  return new Intl.DateTimeFormat(getLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    numberingSystem: 'latn',
    timeZone: 'Africa/Tunis',
  }).format(Date.parse(iso));
}
