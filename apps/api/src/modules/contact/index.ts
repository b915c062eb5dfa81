/** What other areas use of contact. */
export { findContactPoints, setContactRequestStatus } from './contact.queries.ts';
export { sendContact } from './contact-request.service.ts';
