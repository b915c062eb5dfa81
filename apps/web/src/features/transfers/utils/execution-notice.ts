/**
 * Why a transfer runs on its execution date (spec §1 service terms: validation Monday to Friday
 * 08:15–16:00; interbank cut-offs 14h, 10h in single session, 11h in Ramadan), as a message key
 * and its values. The API says why; this picks the sentence, telling a weekend from a holiday.
 */
import type { ExecutionSummary } from '@baraka/contracts/transfers/schemas';
import { isWeekend } from '@baraka/domain/calendar/calendar-date';

export type ExecutionNotice = {
  /** Key under `execution.reasons` in transfers.json. */
  key: string;
  /** The session whose cut-off applies (normal, single session, Ramadan), when one does. */
  session: ExecutionSummary['sessionMode'] | null;
  values: {
    cutoff: string;
    opensAt: string;
    closesAt: string;
    orderDate: string;
    executionDate: string;
    requestedDate: string;
  };
  /** The money moves on a later day than the order. */
  isLater: boolean;
};

function pickKey(summary: ExecutionSummary): string {
  switch (summary.reason) {
    case 'REST_DAY':
      return isWeekend(summary.orderDate) ? 'weekend' : 'holiday';
    case 'DEFERRED_AFTER_REST_DAY':
      return summary.requestedDate && !isWeekend(summary.requestedDate)
        ? 'deferredAfterHoliday'
        : 'deferredAfterWeekend';
    case 'BOOKED_IMMEDIATELY':
      return 'bookedImmediately';
    case 'BEFORE_VALIDATION_HOURS':
      return 'beforeValidationHours';
    case 'BEFORE_CUTOFF':
      return 'beforeCutoff';
    case 'AFTER_CUTOFF':
      return 'afterCutoff';
    case 'AFTER_VALIDATION_HOURS':
      return 'afterValidationHours';
    case 'DEFERRED':
      return 'deferred';
  }
}

export function describeExecution(summary: ExecutionSummary): ExecutionNotice {
  return {
    key: pickKey(summary),
    session: summary.cutoff === null ? null : summary.sessionMode,
    values: {
      cutoff: summary.cutoff ?? '',
      opensAt: summary.validationHours.opensAt,
      closesAt: summary.validationHours.closesAt,
      orderDate: summary.orderDate,
      executionDate: summary.executionDate,
      requestedDate: summary.requestedDate ?? summary.executionDate,
    },
    isLater: summary.executionDate > summary.orderDate,
  };
}
