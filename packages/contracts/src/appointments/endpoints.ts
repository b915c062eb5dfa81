/** The appointment calls of spec §7: the form's definition, a branch's free slots, the request. */
import { isAppointmentSlot } from '@baraka/domain/calendar/appointment-rules';
import { isCalendarDate } from '@baraka/domain/calendar/calendar-date';
import { defineEndpoint, objectAnswer } from '../shared/endpoint.ts';
import {
  appointmentAvailabilitySchema,
  appointmentDefinitionSchema,
  appointmentReceiptSchema,
  appointmentStartRequestSchema,
  createAppointmentRequestSchema,
} from './schemas.ts';

// The shape and the slot are checked on arrival; the date's calendar rules need the bank's days.
export const appointmentRequestSchema = createAppointmentRequestSchema({
  checkDate: (date) => (isCalendarDate(date) ? null : 'date'),
  isSlot: isAppointmentSlot,
});

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
