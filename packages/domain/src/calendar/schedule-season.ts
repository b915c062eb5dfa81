/** Which of a branch's timetables applies on a date: Ramadan first, then summer hours, else winter. */
import { isInRamadan } from './hijri.ts';

export const SCHEDULE_SEASONS = ['WINTER', 'SUMMER', 'RAMADAN'] as const;
export type ScheduleSeason = (typeof SCHEDULE_SEASONS)[number];

/** Tunisian banks keep summer hours in July and August. */
const SUMMER_MONTHS = new Set([7, 8]);

export function getScheduleSeason(date: string): ScheduleSeason {
  if (isInRamadan(date)) {
    return 'RAMADAN';
  }
  return SUMMER_MONTHS.has(Number(date.slice(5, 7))) ? 'SUMMER' : 'WINTER';
}
