/** Every form the bank starts with, in the order lists show them. */
import { CONTACT_FORM } from './contact-form.ts';
import { ACCOUNT_CLOSURE_FORM, ADDRESS_CHANGE_FORM, BALANCE_CERTIFICATE_FORM } from './e-request-forms.ts';
import { ONBOARDING_FORM } from './onboarding-form.ts';
import type { SeededForm } from './seeded-form.ts';
import { RECLAMATION_FORM, SUGGESTION_FORM } from './service-forms.ts';

export type { SeededForm } from './seeded-form.ts';

export const SEEDED_FORMS: readonly SeededForm[] = [
  CONTACT_FORM,
  RECLAMATION_FORM,
  SUGGESTION_FORM,
  BALANCE_CERTIFICATE_FORM,
  ACCOUNT_CLOSURE_FORM,
  ADDRESS_CHANGE_FORM,
  ONBOARDING_FORM,
];
