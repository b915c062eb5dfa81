/** Today in Tunis ("YYYY-MM-DD"), the bank's calendar day, fixed for the life of the page. */
import { toCalendarDate } from '@baraka/domain/calendar/calendar-date';
import { useState } from 'react';

export function useToday(): string {
  const [today] = useState(() => toCalendarDate(new Date()));
  return today;
}
