/** A booking day as a list header: "Aujourd'hui", "Hier", else "mercredi 26 février 2026". */
import { addDays } from '@baraka/domain/calendar/calendar-date';
import { getDateFormat } from '../../../lib/format';

export type RelativeDay = 'today' | 'yesterday' | null;

export function getRelativeDay(date: string, today: string): RelativeDay {
  if (date === today) {
    return 'today';
  }
  return date === addDays(today, -1) ? 'yesterday' : null;
}

export function formatDay(date: string, language: string): string {
  return getDateFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
    timeZone: 'UTC',
  }).format(Date.parse(`${date}T12:00:00Z`));
}
