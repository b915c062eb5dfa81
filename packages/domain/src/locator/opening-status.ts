/**
 * Whether a branch is open at an instant: its timetable for the season of the day (one or two
 * sessions), its working days, its own status and the bank holidays, all read on Tunis time.
 */
import { type BankHoliday, findBankHoliday } from '../calendar/bank-holidays.ts';
import { getScheduleSeason, type ScheduleSeason } from '../calendar/schedule-season.ts';
import { parseClock, toTunisTime } from '../calendar/tunis-time.ts';

/** One season's timetable as the API serves it (spec §3 `scheduleList`). */
export type BranchSchedule = {
  type: ScheduleSeason;
  /** ISO weekdays the timetable applies to: 1 = Monday … 7 = Sunday. */
  indexes: readonly number[];
  firstSessionStart: string;
  firstSessionEnd: string;
  /** Null on single-session days (summer, Ramadan). */
  secondSessionStart: string | null;
  secondSessionEnd: string | null;
};

export type Session = { start: string; end: string };

export type ClosedReason =
  | 'BRANCH_CLOSED'
  | 'HOLIDAY'
  | 'DAY_OFF'
  | 'BEFORE_OPENING'
  | 'BREAK'
  | 'AFTER_CLOSING';

export type OpeningStatus =
  | { isOpen: true; season: ScheduleSeason; sessions: Session[]; closesAt: string }
  | {
      isOpen: false;
      season: ScheduleSeason;
      sessions: Session[];
      reason: ClosedReason;
      /** Set when the branch opens again later the same day. */
      opensAt: string | null;
      holiday: Pick<BankHoliday, 'names'> | null;
    };

export type OpeningInput = {
  schedules: readonly BranchSchedule[];
  holidays: readonly BankHoliday[];
  /** OPENED or CLOSED (spec §4 branch status). */
  status: string;
  at: Date;
};

/** The sessions a timetable gives on one weekday, in order; none when the branch does not open. */
export function listSessions(
  schedules: readonly BranchSchedule[],
  season: ScheduleSeason,
  weekday: number,
): Session[] {
  const schedule = schedules.find(
    (candidate) => candidate.type === season && candidate.indexes.includes(weekday),
  );
  if (!schedule) {
    return [];
  }
  const sessions = [{ start: schedule.firstSessionStart, end: schedule.firstSessionEnd }];
  if (schedule.secondSessionStart && schedule.secondSessionEnd) {
    sessions.push({ start: schedule.secondSessionStart, end: schedule.secondSessionEnd });
  }
  return sessions;
}

function closed(
  season: ScheduleSeason,
  sessions: Session[],
  reason: ClosedReason,
  opensAt: string | null = null,
  holiday: BankHoliday | null = null,
): OpeningStatus {
  return { isOpen: false, season, sessions, reason, opensAt, holiday: holiday && { names: holiday.names } };
}

export function getOpeningStatus({ schedules, holidays, status, at }: OpeningInput): OpeningStatus {
  const local = toTunisTime(at);
  const season = getScheduleSeason(local.date);
  const sessions = listSessions(schedules, season, local.weekday);
  if (status !== 'OPENED') {
    return closed(season, sessions, 'BRANCH_CLOSED');
  }
  const holiday = findBankHoliday(local.date, holidays);
  if (holiday) {
    return closed(season, sessions, 'HOLIDAY', null, holiday);
  }
  if (sessions.length === 0) {
    return closed(season, sessions, 'DAY_OFF');
  }
  // A session is open from its first minute up to, not including, its closing minute.
  const current = sessions.find(
    (session) => parseClock(session.start) <= local.minutes && local.minutes < parseClock(session.end),
  );
  if (current) {
    return { isOpen: true, season, sessions, closesAt: current.end };
  }
  const next = sessions.find((session) => local.minutes < parseClock(session.start));
  if (!next) {
    return closed(season, sessions, 'AFTER_CLOSING');
  }
  return closed(season, sessions, next === sessions[0] ? 'BEFORE_OPENING' : 'BREAK', next.start);
}
