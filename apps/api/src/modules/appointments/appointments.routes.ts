/**
 * Appointment calls (spec §7 "Public"). One service behind four spec paths:
 * - GET appointment: the form's definition (subjects, slots, default slot, bookable date window, holidays);
 * - POST appointment/start: a branch and a date → every slot with whether it can still be booked;
 * - POST api/appointment/add and POST appointment/complete: the same visitor request, stored with its
 *   reference and acknowledgment e-mail (the spec names both; neither differs from the other).
 * A signed-in variant would take the same form without name, phone, e-mail and captcha.
 */
import { appointmentsEndpoints } from '@baraka/contracts';
import { getCaptchaSettings } from '../../adapters/captcha/captcha-secret.ts';
import { type EndpointRequest, serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import {
  getAppointmentAvailability,
  getAppointmentDefinition,
  requestAppointment,
} from './appointments.service.ts';

type RequestCall = typeof appointmentsEndpoints.add | typeof appointmentsEndpoints.complete;

export const appointmentsModule = defineModule('appointments', async (app, deps) => {
  const { db } = deps.database;

  serve(app, appointmentsEndpoints.definition, () => getAppointmentDefinition(db, new Date()));
  serve(app, appointmentsEndpoints.start, (request) => getAppointmentAvailability(db, request.body));

  const addAppointment = async (request: EndpointRequest<RequestCall>) =>
    requestAppointment(
      db,
      await getCaptchaSettings(deps),
      request.body,
      request.context.language,
      new Date(),
    );
  serve(app, appointmentsEndpoints.add, addAppointment);
  serve(app, appointmentsEndpoints.complete, addAppointment);
});
