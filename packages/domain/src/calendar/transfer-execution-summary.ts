/**
 * What the customer is told before confirming a transfer ("will be executed on …, because …"), as
 * data only: the web picks the words in the customer's language.
 */
import type { CalendarDate } from './calendar-date.ts';
import { getInterbankCutoff, getSessionMode, type SessionMode } from './session-modes.ts';
import {
  computeExecutionDate,
  computeReleaseInstant,
  followsInterbankCutoff,
  type TransferExecution,
  type TransferExecutionRequest,
  type TransferKind,
  VALIDATION_HOURS,
} from './transfer-calendar.ts';
import { formatClock, toTunisTime } from './tunis-time.ts';

export type TransferExecutionSummary = TransferExecution & {
  kind: TransferKind;
  /** The Tunis date the order is given. */
  orderDate: CalendarDate;
  /** The date the customer chose, when later than today (it may differ from the execution date). */
  requestedDate: CalendarDate | null;
  /** The session mode of the order date, which sets its cut-off. */
  sessionMode: SessionMode;
  /** "14:00", "10:00" or "11:00" on the order date; null for kinds booked at once. */
  cutoff: string | null;
  validationHours: { opensAt: string; closesAt: string };
  /** When the transfer is handed to the ledger, as an ISO instant. */
  releaseAt: string;
};

export function summarizeTransferExecution(request: TransferExecutionRequest): TransferExecutionSummary {
  const execution = computeExecutionDate(request);
  const orderDate = toTunisTime(request.instant).date;
  return {
    ...execution,
    kind: request.kind,
    orderDate,
    requestedDate: execution.isDeferred ? (request.requestedDate ?? null) : null,
    sessionMode: getSessionMode(orderDate, request.calendar),
    cutoff: followsInterbankCutoff(request.kind)
      ? formatClock(getInterbankCutoff(orderDate, request.calendar))
      : null,
    validationHours: { ...VALIDATION_HOURS },
    releaseAt: computeReleaseInstant(request, execution).toISOString(),
  };
}
