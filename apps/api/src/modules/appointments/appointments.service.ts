/**
 * Appointment requests: the form's definition, free slots per branch and date, and storing a
 * visitor's request with its reference and acknowledgment e-mail in one transaction.
 */
import {
  APPOINTMENT_SUBJECTS,
  type AppointmentAvailability,
  type AppointmentDefinition,
  type AppointmentReceipt,
  type AppointmentRequest,
  type FieldError,
  type FormKey,
  type Language,
} from '@baraka/contracts';
import {
  APPOINTMENT_FIRST_SLOT,
  APPOINTMENT_REQUEST_PROCESS,
  APPOINTMENT_SLOTS,
  type AppointmentCalendar,
  checkAppointmentDate,
  findFirstAppointmentDate,
  getLastAppointmentDate,
  toTunisTime,
} from '@baraka/domain';
import { type CaptchaSettings, consumeCaptcha } from '../../adapters/captcha/captcha.ts';
import { insertOutboxMessage } from '../../adapters/outbox/outbox.queries.ts';
import { startProcess } from '../../core/processes/process-engine.ts';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { listBankHolidays } from '../content/index.ts';
import { buildAppointmentAcknowledgment } from './appointment-message.ts';
import {
  countBookingsBySlot,
  findOpenAgency,
  insertAppointment,
  takeAppointmentNumber,
} from './appointments.queries.ts';

/** How many visitors one branch receives in the same half-hour slot. */
export const APPOINTMENTS_PER_SLOT = 2;

const rejectField = (field: string, key: FormKey, message: string): never => {
  const fieldError: FieldError = { field, key };
  throw new AppError({ code: key, http: 400 }, { message, fieldErrors: [fieldError] });
};

/** Today in Tunis and the bank holidays up to the last bookable date. */
export async function loadAppointmentCalendar(db: AppDb, now: Date): Promise<AppointmentCalendar> {
  const today = toTunisTime(now).date;
  const rows = await listBankHolidays(db, { from: today, to: getLastAppointmentDate(today) });
  return { today, holidays: rows.map((row) => ({ from: row.dateFrom, to: row.dateTo })) };
}

export async function getAppointmentDefinition(db: AppDb, now: Date): Promise<AppointmentDefinition> {
  const calendar = await loadAppointmentCalendar(db, now);
  return {
    subjects: [...APPOINTMENT_SUBJECTS],
    slots: [...APPOINTMENT_SLOTS],
    defaultSlot: APPOINTMENT_FIRST_SLOT,
    today: calendar.today,
    firstDate: findFirstAppointmentDate(calendar),
    lastDate: getLastAppointmentDate(calendar.today),
    holidays: [...calendar.holidays],
  };
}

const requireAgency = async (db: AppDb, branchId: string, options: { lock?: boolean } = {}) =>
  (await findOpenAgency(db, branchId, options)) ??
  rejectField('branchId', 'invalidSelection', 'No open agency has this code');

/** Every slot of the day, each with whether the branch can still take a visitor then. */
export async function getAppointmentAvailability(
  db: AppDb,
  query: { branchId: string; date: string },
): Promise<AppointmentAvailability> {
  const agency = await requireAgency(db, query.branchId);
  const bookings = await countBookingsBySlot(db, agency.id, query.date);
  return {
    branchId: agency.code,
    date: query.date,
    slots: APPOINTMENT_SLOTS.map((time) => ({
      time,
      available: (bookings.get(time) ?? 0) < APPOINTMENTS_PER_SLOT,
    })),
  };
}

const formatReference = (year: number, number: number) => `RDV-${year}-${String(number).padStart(6, '0')}`;

/**
 * Stores a visitor's request. Date rules need today and the holidays, so they are checked here; the
 * captcha, the slot count and the writes share one transaction, with the branch row locked.
 */
export async function requestAppointment(
  db: AppDb,
  captcha: CaptchaSettings,
  request: AppointmentRequest,
  language: Language,
  now: Date,
): Promise<AppointmentReceipt> {
  const dateIssue = checkAppointmentDate(request.desiredDate, await loadAppointmentCalendar(db, now));
  if (dateIssue !== null) {
    rejectField('desiredDate', dateIssue, `The date breaks the rule ${dateIssue}`);
  }
  return db.transaction(async (tx) => {
    await consumeCaptcha(tx, captcha, request.captcha);
    const agency = await requireAgency(tx, request.branchId, { lock: true });
    const bookings = await countBookingsBySlot(tx, agency.id, request.desiredDate);
    if ((bookings.get(request.desiredTime) ?? 0) >= APPOINTMENTS_PER_SLOT) {
      rejectField('desiredTime', 'slotUnavailable', 'This slot is full at this branch');
    }
    const reference = formatReference(toTunisTime(now).year, await takeAppointmentNumber(tx));
    const stored = await insertAppointment(tx, {
      reference,
      branchId: agency.id,
      subject: request.subject,
      desiredDate: request.desiredDate,
      desiredTime: request.desiredTime,
      name: request.name,
      phone: request.phone,
      email: request.email,
      language,
      createdAt: now,
    });
    const process = await startProcess(tx, {
      definition: APPOINTMENT_REQUEST_PROCESS,
      customerId: null,
      userId: null,
      variables: {
        reference,
        appointmentId: String(stored.id),
        branchCode: agency.code,
        desiredDate: stored.desiredDate,
        desiredTime: stored.desiredTime,
      },
      now,
    });
    const receipt: AppointmentReceipt = {
      reference,
      processId: process.id,
      branchId: agency.code,
      branchName: agency.name,
      subject: request.subject,
      desiredDate: stored.desiredDate,
      desiredTime: stored.desiredTime,
      name: stored.name,
      email: stored.email,
      createdAt: stored.createdAt.getTime(),
    };
    // Written in the request's transaction: no appointment without its acknowledgment, nor the reverse.
    await insertOutboxMessage(tx, buildAppointmentAcknowledgment(receipt, language));
    return receipt;
  });
}
