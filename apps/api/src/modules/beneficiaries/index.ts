/** What other modules use of beneficiaries: one of the caller's live payees, or 404. */
export { findOwnBeneficiaryOrFail } from './beneficiaries.service.ts';
