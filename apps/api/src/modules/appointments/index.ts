/** What other areas use of appointments. */
export { findOpenAgency } from './appointments.queries.ts';
export { requestAppointment } from './appointments.service.ts';
