/**
 * Appointment calls (spec §7 "Public"): the form's definition, a branch's free slots on a date, and
 * the visitor's request with its receipt. The form schema itself is in shared/forms.ts (shared with
 * the page).
 */
import { z } from 'zod';
import { captchaField } from '../captcha/schemas.ts';
import { APPOINTMENT_SUBJECTS, type AppointmentRules, createAppointmentFormSchema } from '../shared/forms.ts';
import { isoDateSchema, localizedTextSchema } from '../shared/localized.ts';

/** A visitor's request: the §5 form plus the captcha. */
export function createAppointmentRequestSchema(rules: AppointmentRules) {
  return createAppointmentFormSchema(rules).extend({ captcha: captchaField() });
}
export type AppointmentRequest = z.output<ReturnType<typeof createAppointmentRequestSchema>>;
export type AppointmentRequestInput = z.input<ReturnType<typeof createAppointmentRequestSchema>>;

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
  /** The process of the engine (bankerisebpm) that follows the request until the branch confirms it. */
  processId: z.uuid(),
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
