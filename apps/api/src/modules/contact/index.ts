/** What other areas use of contact. */
export { findContactPoints } from './contact.queries.ts';
