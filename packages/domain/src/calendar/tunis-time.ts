/** Wall-clock time in Tunisia (Africa/Tunis, UTC+1 all year), whatever the caller's own time zone. */

export const BANK_TIME_ZONE = 'Africa/Tunis';

/** A calendar date and time of day as read on a clock in Tunis; weekday 1 = Monday … 7 = Sunday. */
export type LocalDateTime = {
  /** YYYY-MM-DD */
  date: string;
  year: number;
  month: number;
  day: number;
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
};

const PARTS_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: BANK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function toTunisTime(instant: Date): LocalDateTime {
  const parts = Object.fromEntries(
    PARTS_FORMAT.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    year,
    month,
    day,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? '') + 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** "08:30" → 510; the schedules of branches are written this way. */
export function parseClock(text: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) {
    throw new RangeError(`Not a clock time: "${text}"`);
  }
  return Number(match[1]) * 60 + Number(match[2]);
}
