/**
 * Appointment calls (spec §7 "Public"). One service behind four spec paths:
 * - GET appointment: the form's definition (subjects, slots, default slot, bookable date window, holidays);
 * - POST appointment/start: a branch and a date → every slot with whether it can still be booked;
 * - POST api/appointment/add and POST appointment/complete: the same visitor request, stored with its
 *   reference and acknowledgment e-mail (the spec names both; neither differs from the other).
 * A signed-in variant would take the same form without name, phone, e-mail and captcha.
 */
import {
  type AppointmentRequest,
  appointmentAvailabilitySchema,
  appointmentDefinitionSchema,
  appointmentReceiptSchema,
  appointmentStartRequestSchema,
  createAppointmentRequestSchema,
  objectEnvelope,
} from '@baraka/contracts';
import { isAppointmentSlot, isCalendarDate } from '@baraka/domain';
import type { FastifyRequest } from 'fastify';
import { getCaptchaSettings } from '../../adapters/captcha/captcha-secret.ts';
import { ok } from '../../plugins/envelope.ts';
import { defineModule } from '../module.ts';
import {
  getAppointmentAvailability,
  getAppointmentDefinition,
  requestAppointment,
} from './appointments.service.ts';

// The shape and the slot are checked on arrival; the date's calendar rules need the database (service).
const appointmentRequestSchema = createAppointmentRequestSchema({
  checkDate: (date) => (isCalendarDate(date) ? null : 'date'),
  isSlot: isAppointmentSlot,
});

export const appointmentsModule = defineModule('appointments', async (app, deps) => {
  const { db } = deps.database;

  app.get(
    '/appointment',
    {
      schema: {
        tags: ['appointments'],
        summary: 'The appointment form: subjects, half-hour slots, bookable dates and holidays',
        response: { 200: objectEnvelope(appointmentDefinitionSchema) },
      },
    },
    async () => ok(await getAppointmentDefinition(db, new Date())),
  );

  app.post(
    '/appointment/start',
    {
      schema: {
        tags: ['appointments'],
        summary: "A branch's slots on a date, each with whether it can still be booked",
        body: appointmentStartRequestSchema,
        response: { 200: objectEnvelope(appointmentAvailabilitySchema) },
      },
    },
    async (request) => ok(await getAppointmentAvailability(db, request.body)),
  );

  const addAppointment = async (request: FastifyRequest<{ Body: AppointmentRequest }>) =>
    ok(
      await requestAppointment(
        db,
        await getCaptchaSettings(deps),
        request.body,
        request.context.language,
        new Date(),
      ),
    );
  for (const url of ['/api/appointment/add', '/appointment/complete']) {
    app.post(
      url,
      {
        schema: {
          tags: ['appointments'],
          summary: "A visitor's appointment request: stored, referenced and acknowledged by e-mail",
          body: appointmentRequestSchema,
          response: { 200: objectEnvelope(appointmentReceiptSchema) },
        },
      },
      addAppointment,
    );
  }
});
