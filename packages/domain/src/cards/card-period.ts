/**
 * A card's limit period (spec §3 "periodicity"): the calendar days whose authorisations count
 * against the limit. Weeks start on Monday, as Tunisian bank statements do.
 */
import { addDays, addMonths, type CalendarDate, getDayOfWeek } from '../calendar/calendar-date.ts';

export const CARD_PERIODICITY_VALUES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type CardPeriodicity = (typeof CARD_PERIODICITY_VALUES)[number];

export type CardPeriod = { start: CalendarDate; end: CalendarDate };

export function getCardPeriod(periodicity: CardPeriodicity, today: CalendarDate): CardPeriod {
  switch (periodicity) {
    case 'DAILY':
      return { start: today, end: today };
    case 'WEEKLY': {
      const start = addDays(today, -((getDayOfWeek(today) + 6) % 7));
      return { start, end: addDays(start, 6) };
    }
    case 'MONTHLY': {
      const start = `${today.slice(0, 7)}-01`;
      return { start, end: addDays(addMonths(start, 1), -1) };
    }
  }
}

/** What is left of the period's limit once `spentMinor` is authorised; never below zero. */
export const getLimitLeft = (limitMinor: bigint, spentMinor: bigint): bigint =>
  limitMinor > spentMinor ? limitMinor - spentMinor : 0n;
