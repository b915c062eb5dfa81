/** The applicant's date of birth (spec §5, §9): a real calendar date, at least 18 years ago. */
import { isCalendarDate } from '../calendar/calendar-date.ts';
import { getAgeInYears, MINIMUM_AGE } from '../customers/age.ts';

/** Older than this is taken for a typing mistake. */
export const MAXIMUM_AGE = 120;

/** The form key of the first rule the date breaks (date, underAge), or null. */
export function checkDateOfBirth(dateOfBirth: string, today: Date): 'date' | 'underAge' | null {
  if (!isCalendarDate(dateOfBirth)) {
    return 'date';
  }
  const age = getAgeInYears(dateOfBirth, today);
  if (age > MAXIMUM_AGE) {
    return 'date';
  }
  return age < MINIMUM_AGE ? 'underAge' : null;
}
