/** A booking day as a list header: "Aujourd'hui", "Hier", else the day (lib/format's formatIsoDayWithWeekday). */
import { addDays } from '@baraka/domain/calendar/calendar-date';

export type RelativeDay = 'today' | 'yesterday' | null;

export function getRelativeDay(date: string, today: string): RelativeDay {
  if (date === today) {
    return 'today';
  }
  return date === addDays(today, -1) ? 'yesterday' : null;
}
