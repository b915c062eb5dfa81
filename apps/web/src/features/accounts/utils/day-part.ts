/** Which greeting fits the hour in Tunis: morning until noon, afternoon until six, evening after. */
export type DayPart = 'morning' | 'afternoon' | 'evening';

export function getTunisHour(instant: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    hour: 'numeric',
    hourCycle: 'h23',
    timeZone: 'Africa/Tunis',
  })
    .formatToParts(instant)
    .find((part) => part.type === 'hour')?.value;
  return Number(hour ?? 12);
}

export function getDayPart(hour: number): DayPart {
  if (hour >= 4 && hour < 12) {
    return 'morning';
  }
  return hour >= 12 && hour < 18 ? 'afternoon' : 'evening';
}
