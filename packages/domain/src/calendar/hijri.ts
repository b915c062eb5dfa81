/** The Hijri (Umm al-Qura) date of a Gregorian date, through the platform's own Intl calendars. */

export type HijriDate = { year: number; month: number; day: number };

const HIJRI_FORMAT = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

export const RAMADAN_MONTH = 9;

/** `date` is YYYY-MM-DD; noon UTC keeps the day the same whatever the offset. */
export function toHijri(date: string): HijriDate {
  const parts = HIJRI_FORMAT.formatToParts(new Date(`${date}T12:00:00Z`));
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: read('year'), month: read('month'), day: read('day') };
}

export function isInRamadan(date: string): boolean {
  return toHijri(date).month === RAMADAN_MONTH;
}
