/**
 * The beneficiary calls of spec §7 (`beneficiariesEndpoints`): the lists spanning payee types, add /
 * update / delete per type (each type is its own permission service, spec §6), and the public
 * foreign bank lookup. The paths keep the spec's spelling.
 */

import { BOOLEAN_ANSWER, defineEndpoint, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import {
  addInternationalBeneficiarySchema,
  addLocalBeneficiarySchema,
  addWithinBankBeneficiarySchema,
  bankInfoSchema,
  bankLookupRequestSchema,
  beneficiaryGroupSchema,
  beneficiaryGroupsRequestSchema,
  beneficiaryIdSchema,
  beneficiarySchema,
  beneficiaryTypeRequestSchema,
  updateInternationalBeneficiarySchema,
  updateLocalBeneficiarySchema,
  updateWithinBankBeneficiarySchema,
} from './schemas.ts';

/**
 * The lists and getOne span payee types: one VIEW of a type at least (checked before the body is
 * read), and the answer keeps to the types granted.
 */
export const VIEW_ANY_BENEFICIARY = {
  auth: 'session',
  anyOf: [
    { service: 'LOCAL_BENEFICIARIES', process: 'VIEW' },
    { service: 'WITHIN_BANK_BENEFICIARIES', process: 'VIEW' },
    { service: 'INTERNATIONAL_BENEFICIARIES', process: 'VIEW' },
  ],
} as const;

const OTP_NOTE =
  'Answers OTP.300 first; send the same body again with the `challenge-key` header once the code is validated.';
const UPDATE_NOTE = `A new account (RIB, IBAN or BIC) is confirmed with a code. ${OTP_NOTE}`;

const ALL_SUMMARY = "The customer's beneficiaries of the types the user may see, by name";

export const beneficiariesEndpoints = {
  all: defineEndpoint({
    method: 'GET',
    path: 'beneficiaries/all',
    area: 'beneficiaries',
    summary: ALL_SUMMARY,
    access: VIEW_ANY_BENEFICIARY,
    answer: listAnswer(beneficiarySchema),
  }),
  /** The same list asked with POST, as some clients do. */
  allByPost: defineEndpoint({
    method: 'POST',
    path: 'beneficiaries/all',
    area: 'beneficiaries',
    summary: ALL_SUMMARY,
    access: VIEW_ANY_BENEFICIARY,
    effect: 'read',
    answer: listAnswer(beneficiarySchema),
  }),
  one: defineEndpoint({
    method: 'POST',
    path: 'getOne',
    area: 'beneficiaries',
    summary: 'One beneficiary of the customer',
    access: VIEW_ANY_BENEFICIARY,
    effect: 'read',
    body: beneficiaryIdSchema,
    answer: objectAnswer(beneficiarySchema),
  }),
  byType: defineEndpoint({
    method: 'POST',
    path: 'beneficiaries/byType',
    area: 'beneficiaries',
    summary: 'The beneficiaries of one type (LOCAL, WITHINBANK, INTERNATIONAL), e.g. to pick a payee',
    access: VIEW_ANY_BENEFICIARY,
    effect: 'read',
    body: beneficiaryTypeRequestSchema,
    answer: listAnswer(beneficiarySchema),
  }),
  groups: defineEndpoint({
    method: 'POST',
    path: 'byBenefType',
    area: 'beneficiaries',
    summary: 'The beneficiaries grouped by type, each group with what the user may do (add, edit, delete)',
    access: VIEW_ANY_BENEFICIARY,
    effect: 'read',
    body: beneficiaryGroupsRequestSchema,
    answer: listAnswer(beneficiaryGroupSchema),
  }),
  addLocal: defineEndpoint({
    method: 'POST',
    path: 'addLocal',
    area: 'beneficiaries',
    summary: 'Adds a national beneficiary',
    description: OTP_NOTE,
    access: { auth: 'session', permission: { service: 'LOCAL_BENEFICIARIES', process: 'CREATE' } },
    body: addLocalBeneficiarySchema,
    answer: objectAnswer(beneficiarySchema),
    mayChallenge: true,
  }),
  updateLocal: defineEndpoint({
    method: 'PUT',
    path: 'updateLocal',
    area: 'beneficiaries',
    summary: 'Changes a national beneficiary',
    description: UPDATE_NOTE,
    access: { auth: 'session', permission: { service: 'LOCAL_BENEFICIARIES', process: 'UPDATE' } },
    body: updateLocalBeneficiarySchema,
    answer: objectAnswer(beneficiarySchema),
    mayChallenge: true,
  }),
  deleteLocal: defineEndpoint({
    method: 'POST',
    path: 'deleteLocal',
    area: 'beneficiaries',
    summary: 'Deletes a national beneficiary',
    access: { auth: 'session', permission: { service: 'LOCAL_BENEFICIARIES', process: 'DELETE' } },
    body: beneficiaryIdSchema,
    answer: BOOLEAN_ANSWER,
  }),
  addWithinBank: defineEndpoint({
    method: 'POST',
    path: 'addwithinbank',
    area: 'beneficiaries',
    summary: 'Adds a within-bank beneficiary',
    description: OTP_NOTE,
    access: { auth: 'session', permission: { service: 'WITHIN_BANK_BENEFICIARIES', process: 'CREATE' } },
    body: addWithinBankBeneficiarySchema,
    answer: objectAnswer(beneficiarySchema),
    mayChallenge: true,
  }),
  updateWithinBank: defineEndpoint({
    method: 'PUT',
    path: 'updateWithInBank',
    area: 'beneficiaries',
    summary: 'Changes a within-bank beneficiary',
    description: UPDATE_NOTE,
    access: { auth: 'session', permission: { service: 'WITHIN_BANK_BENEFICIARIES', process: 'UPDATE' } },
    body: updateWithinBankBeneficiarySchema,
    answer: objectAnswer(beneficiarySchema),
    mayChallenge: true,
  }),
  deleteWithinBank: defineEndpoint({
    method: 'POST',
    path: 'deleteWithInBank',
    area: 'beneficiaries',
    summary: 'Deletes a within-bank beneficiary',
    access: { auth: 'session', permission: { service: 'WITHIN_BANK_BENEFICIARIES', process: 'DELETE' } },
    body: beneficiaryIdSchema,
    answer: BOOLEAN_ANSWER,
  }),
  addInternational: defineEndpoint({
    method: 'POST',
    path: 'addInternational',
    area: 'beneficiaries',
    summary: 'Adds a international beneficiary',
    description: `Offered only when INTERNATIONAL_BENEFICIARY_ADD_ENABLED is true. ${OTP_NOTE}`,
    access: { auth: 'session', permission: { service: 'INTERNATIONAL_BENEFICIARIES', process: 'CREATE' } },
    body: addInternationalBeneficiarySchema,
    answer: objectAnswer(beneficiarySchema),
    mayChallenge: true,
  }),
  updateInternational: defineEndpoint({
    method: 'PUT',
    path: 'updateInternational',
    area: 'beneficiaries',
    summary: 'Changes a international beneficiary',
    description: UPDATE_NOTE,
    access: { auth: 'session', permission: { service: 'INTERNATIONAL_BENEFICIARIES', process: 'UPDATE' } },
    body: updateInternationalBeneficiarySchema,
    answer: objectAnswer(beneficiarySchema),
    mayChallenge: true,
  }),
  deleteInternational: defineEndpoint({
    method: 'POST',
    path: 'deleteInternational',
    area: 'beneficiaries',
    summary: 'Deletes a international beneficiary',
    access: { auth: 'session', permission: { service: 'INTERNATIONAL_BENEFICIARIES', process: 'DELETE' } },
    body: beneficiaryIdSchema,
    answer: BOOLEAN_ANSWER,
  }),
  bankLookup: defineEndpoint({
    method: 'POST',
    path: 'bank',
    area: 'beneficiaries',
    summary: 'Foreign banks by BIC (8 or 11 characters) or by part of their name',
    description: 'An empty list when none is known: the customer then types the bank details.',
    access: { auth: 'public' },
    body: bankLookupRequestSchema,
    answer: listAnswer(bankInfoSchema),
  }),
};
