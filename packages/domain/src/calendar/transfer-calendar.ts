/**
 * When a transfer runs (spec §1 service terms, §9). The bank validates transfers Monday to Friday
 * 08:15–16:00, Tunis time. Interbank transfers validated before the day's cut-off (see
 * session-modes) run that working day; later ones, or ones given on a rest day, the next one.
 *
 * Choices the spec leaves open:
 * - Own-account and within-bank transfers are booked at once, 24/7: both sides are in the bank's
 *   own ledger, nothing waits for the bank's validation or the clearing.
 * - International transfers follow the interbank rule: validated by the bank, sent at the cut-off.
 * - An order given on a working day before 08:15 waits for the validation at 08:15 and still
 *   runs that day (08:15 is before every cut-off); an order given later never runs earlier.
 * - A deferred transfer (a date after today) of any kind is released at 08:15 on its date, moved
 *   to the next working day when that date is a rest day, like a standing-order run.
 */
import { type CalendarDate, isCalendarDate } from './calendar-date.ts';
import { getInterbankCutoff, type SessionCalendar } from './session-modes.ts';
import { fromTunisTime, type LocalDateTime, parseClock, toTunisTime } from './tunis-time.ts';
import { getWorkingDayOnOrAfter, type HolidayTable, isWorkingDay, nextWorkingDay } from './working-days.ts';

/**
 * The kinds of money movement of spec §3. PERMANENT and MULTIPLE are not here: each run of a
 * standing order and each row of a bulk transfer is one of these.
 */
export const TRANSFER_KINDS = ['OWN_ACCOUNT', 'WITHINBANK', 'NATIONAL', 'INTERNATIONAL'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export const VALIDATION_HOURS = { opensAt: '08:15', closesAt: '16:00' } as const;

const OPENS_AT = parseClock(VALIDATION_HOURS.opensAt);
const CLOSES_AT = parseClock(VALIDATION_HOURS.closesAt);

export const EXECUTION_REASONS = [
  /** Own-account or within-bank: booked as soon as it is confirmed. */
  'BOOKED_IMMEDIATELY',
  /** A working day before 08:15: validated at 08:15, that day. */
  'BEFORE_VALIDATION_HOURS',
  'BEFORE_CUTOFF',
  'AFTER_CUTOFF',
  'AFTER_VALIDATION_HOURS',
  /** Given on a weekend day or a bank holiday. */
  'REST_DAY',
  /** A future date chosen by the customer, a working day. */
  'DEFERRED',
  /** A future date chosen by the customer that is a rest day: moved to the next working day. */
  'DEFERRED_AFTER_REST_DAY',
] as const;
export type ExecutionReason = (typeof EXECUTION_REASONS)[number];

export type TransferExecutionRequest = {
  /** When the customer confirms the transfer. */
  instant: Date;
  kind: TransferKind;
  /** A date chosen by the customer; today or absent means "now". */
  requestedDate?: CalendarDate | null;
  calendar: SessionCalendar;
  holidays: HolidayTable;
};

export type TransferExecution = {
  executionDate: CalendarDate;
  /** The execution date is the date (Tunis) the order was given. */
  isSameDay: boolean;
  isDeferred: boolean;
  reason: ExecutionReason;
};

/** Whether a kind waits for the bank's validation and the interbank cut-off. */
export function followsInterbankCutoff(kind: TransferKind): boolean {
  return kind === 'NATIONAL' || kind === 'INTERNATIONAL';
}

function getInterbankReason(
  local: LocalDateTime,
  calendar: SessionCalendar,
  holidays: HolidayTable,
): ExecutionReason {
  if (!isWorkingDay(local.date, holidays)) {
    return 'REST_DAY';
  }
  // Minutes are floored: 13:59:59 reads 839, so "minutes < cut-off" is "strictly before the cut-off".
  if (local.minutes < OPENS_AT) {
    return 'BEFORE_VALIDATION_HOURS';
  }
  if (local.minutes < getInterbankCutoff(local.date, calendar)) {
    return 'BEFORE_CUTOFF';
  }
  return local.minutes < CLOSES_AT ? 'AFTER_CUTOFF' : 'AFTER_VALIDATION_HOURS';
}

/** The date a transfer runs, and why; throws a RangeError for a requested date before today. */
export function computeExecutionDate(request: TransferExecutionRequest): TransferExecution {
  const { instant, kind, requestedDate, calendar, holidays } = request;
  const local = toTunisTime(instant);
  if (requestedDate != null) {
    if (!isCalendarDate(requestedDate) || requestedDate < local.date) {
      throw new RangeError(`Not a date from ${local.date} on: "${requestedDate}"`);
    }
    if (requestedDate > local.date) {
      const executionDate = getWorkingDayOnOrAfter(requestedDate, holidays);
      const reason = executionDate === requestedDate ? 'DEFERRED' : 'DEFERRED_AFTER_REST_DAY';
      return { executionDate, isSameDay: false, isDeferred: true, reason };
    }
  }
  if (!followsInterbankCutoff(kind)) {
    return { executionDate: local.date, isSameDay: true, isDeferred: false, reason: 'BOOKED_IMMEDIATELY' };
  }
  const reason = getInterbankReason(local, calendar, holidays);
  const isSameDay = reason === 'BEFORE_VALIDATION_HOURS' || reason === 'BEFORE_CUTOFF';
  const executionDate = isSameDay ? local.date : nextWorkingDay(local.date, holidays);
  return { executionDate, isSameDay, isDeferred: false, reason };
}

/** 08:15 in Tunis on `date`: when the bank starts validating. */
export function getValidationOpeningInstant(date: CalendarDate): Date {
  return fromTunisTime(date, OPENS_AT);
}

/**
 * When the job runner hands the transfer to the ledger: at once for an immediate internal
 * transfer, else when the bank validates it (the order's instant within validation hours, or 08:15
 * on the execution date). Pass the execution already computed to avoid computing it twice.
 */
export function computeReleaseInstant(
  request: TransferExecutionRequest,
  execution: TransferExecution = computeExecutionDate(request),
): Date {
  const opening = getValidationOpeningInstant(execution.executionDate);
  if (execution.isDeferred) {
    return opening;
  }
  if (!followsInterbankCutoff(request.kind)) {
    return request.instant;
  }
  return request.instant > opening ? request.instant : opening;
}

/** When the interbank transfers of `executionDate` leave for the clearing: that day's cut-off. */
export function computeClearingInstant(executionDate: CalendarDate, calendar: SessionCalendar): Date {
  return fromTunisTime(executionDate, getInterbankCutoff(executionDate, calendar));
}
