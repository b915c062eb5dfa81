/**
 * Bank holidays as the API serves them (`api/bank/holidays/`): named date ranges, both ends
 * included, in Tunis local dates. Used by the branch opening status and the appointment form.
 */

export type LocalizedNames = { fr: string; en: string; ar: string };

export type BankHoliday = {
  names: LocalizedNames;
  /** YYYY-MM-DD, first day off. */
  dateFrom: string;
  /** YYYY-MM-DD, last day off (the same as dateFrom for a one-day holiday). */
  dateTo: string;
};

/** The holiday covering a YYYY-MM-DD date, if any; ISO dates compare correctly as text. */
export function findBankHoliday<T extends Pick<BankHoliday, 'dateFrom' | 'dateTo'>>(
  date: string,
  holidays: readonly T[],
): T | undefined {
  return holidays.find((holiday) => holiday.dateFrom <= date && date <= holiday.dateTo);
}

export function isBankHoliday(
  date: string,
  holidays: readonly Pick<BankHoliday, 'dateFrom' | 'dateTo'>[],
): boolean {
  return findBankHoliday(date, holidays) !== undefined;
}
