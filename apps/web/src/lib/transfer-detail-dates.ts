/** Instants of a transfer (order given, executed, each step) in Tunis time, as each language writes them. */
import { getLocale } from './format';

export function formatDateTime(instant: string, language: string): string {
  return new Intl.DateTimeFormat(getLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    // fr-TN would write "9:00 AM": banks in Tunisia write the 24-hour clock.
    hourCycle: 'h23',
    timeZone: 'Africa/Tunis',
    numberingSystem: 'latn',
  }).format(Date.parse(instant));
}
