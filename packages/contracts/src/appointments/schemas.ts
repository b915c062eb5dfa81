/**
 * Appointment calls (spec §7 "Public"): the form's definition, a branch's free slots on a date, and
 * the visitor's request with its receipt. The form schema itself is in forms.ts (shared with the page).
 */
import { isAppointmentSlot } from '@baraka/domain/calendar/appointment-rules';
import { isCalendarDate } from '@baraka/domain/calendar/calendar-date';
import { z } from 'zod';
import { captchaField } from '../captcha/schemas.ts';
import { defineEndpoint, objectAnswer } from '../shared/endpoint.ts';
import { APPOINTMENT_SUBJECTS, type AppointmentRules, createAppointmentFormSchema } from '../shared/forms.ts';
import { isoDateSchema, localizedTextSchema } from '../shared/localized.ts';

/** A visitor's request: the §5 form plus the captcha. */
export function createAppointmentRequestSchema(rules: AppointmentRules) {
  return createAppointmentFormSchema(rules).extend({ captcha: captchaField() });
}
export type AppointmentRequest = z.output<ReturnType<typeof createAppointmentRequestSchema>>;
export type AppointmentRequestInput = z.input<ReturnType<typeof createAppointmentRequestSchema>>;

// The shape and the slot are checked on arrival; the date's calendar rules need the bank's days.
const appointmentRequestSchema = createAppointmentRequestSchema({
  checkDate: (date) => (isCalendarDate(date) ? null : 'date'),
  isSlot: isAppointmentSlot,
});

const holidayRangeSchema = z.object({ from: isoDateSchema, to: isoDateSchema });

/** GET appointment: what the page needs to draw the form before any branch is chosen. */
export const appointmentDefinitionSchema = z.object({
  subjects: z.array(z.enum(APPOINTMENT_SUBJECTS)),
  slots: z.array(z.string()),
  defaultSlot: z.string(),
  /** Tunis date of today: the first bookable date is after it. */
  today: isoDateSchema,
  firstDate: isoDateSchema.nullable(),
  lastDate: isoDateSchema,
  /** Bank holidays between today and the last date: those days cannot be chosen. */
  holidays: z.array(holidayRangeSchema),
});
export type AppointmentDefinition = z.infer<typeof appointmentDefinitionSchema>;

/** POST appointment/start: a branch and a date whose slots the visitor is about to choose from. */
export const appointmentStartRequestSchema = z.object({
  branchId: z.string().trim().min(1, { error: 'required' }).max(64),
  date: isoDateSchema,
});

export const appointmentSlotSchema = z.object({ time: z.string(), available: z.boolean() });
export const appointmentAvailabilitySchema = z.object({
  branchId: z.string(),
  date: isoDateSchema,
  slots: z.array(appointmentSlotSchema),
});
export type AppointmentAvailability = z.infer<typeof appointmentAvailabilitySchema>;

/** What the visitor sees once the request is stored. */
export const appointmentReceiptSchema = z.object({
  reference: z.string(),
  branchId: z.string(),
  branchName: localizedTextSchema,
  subject: z.enum(APPOINTMENT_SUBJECTS),
  desiredDate: isoDateSchema,
  desiredTime: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.number().int(),
});
export type AppointmentReceipt = z.infer<typeof appointmentReceiptSchema>;

const requestEndpoint = <const P extends string>(path: P) =>
  defineEndpoint({
    method: 'POST',
    path,
    area: 'appointments',
    summary: "A visitor's appointment request: stored, referenced and acknowledged by e-mail",
    access: { auth: 'public' },
    body: appointmentRequestSchema,
    answer: objectAnswer(appointmentReceiptSchema),
  });

/** The calls of the area. The spec names two paths for the visitor's request; neither differs. */
export const appointmentsEndpoints = {
  definition: defineEndpoint({
    method: 'GET',
    path: 'appointment',
    area: 'appointments',
    summary: 'The appointment form: subjects, half-hour slots, bookable dates and holidays',
    access: { auth: 'public' },
    answer: objectAnswer(appointmentDefinitionSchema),
  }),
  start: defineEndpoint({
    method: 'POST',
    path: 'appointment/start',
    area: 'appointments',
    summary: "A branch's slots on a date, each with whether it can still be booked",
    access: { auth: 'public' },
    body: appointmentStartRequestSchema,
    answer: objectAnswer(appointmentAvailabilitySchema),
  }),
  add: requestEndpoint('api/appointment/add'),
  complete: requestEndpoint('appointment/complete'),
};
