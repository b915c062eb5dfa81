/** Spec §5: the user must be over 18 (on the day, in the calendar, whatever the time zone). */

export const MINIMUM_AGE = 18;

/** Age in whole years on `today` for a date of birth written YYYY-MM-DD. */
export function getAgeInYears(dateOfBirth: string, today: Date): number {
  const [year = 0, month = 0, day = 0] = dateOfBirth.split('-').map(Number);
  const age = today.getUTCFullYear() - year;
  const hadBirthday =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return hadBirthday ? age : age - 1;
}

export function isAdult(dateOfBirth: string, today: Date): boolean {
  return getAgeInYears(dateOfBirth, today) >= MINIMUM_AGE;
}
