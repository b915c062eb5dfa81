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

/** 840 → "14:00": the reverse of parseClock, for minutes within one day. */
export function formatClock(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) {
    throw new RangeError(`Not a minute of the day: ${minutes}`);
  }
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The instant a Tunis clock shows `minutes` after midnight on `date` (YYYY-MM-DD). The offset is
 * read from the time zone data rather than assumed, so older dates with summer time stay right.
 */
export function fromTunisTime(date: string, minutes: number): Date {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = date.split('-').map(Number);
  const asIfUtc = Date.UTC(year, month - 1, day, 0, minutes);
  if (Number.isNaN(asIfUtc)) {
    throw new RangeError(`Not a calendar date: "${date}"`);
  }
  const local = toTunisTime(new Date(asIfUtc));
  const offset = Date.UTC(local.year, local.month - 1, local.day, 0, local.minutes) - asIfUtc;
  return new Date(asIfUtc - offset);
}
