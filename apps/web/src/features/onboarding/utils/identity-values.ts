/** The first form's values as the page holds them: every kind's number, only the chosen one sent. */

import type { OnboardingApplication } from '@baraka/contracts/onboarding/applications';
import {
  DEFAULT_IDENTIFICATION_KIND,
  IDENTIFICATION_NUMBER_FIELDS,
  type IdentificationKind,
} from '@baraka/contracts/onboarding/forms';

export type IdentityValues = {
  identificationKind: IdentificationKind;
  cinNumber: string;
  patenteNumber: string;
  sejourNumber: string;
  passportNumber: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  agencyId: string;
};

export const EMPTY_IDENTITY: IdentityValues = {
  identificationKind: DEFAULT_IDENTIFICATION_KIND,
  cinNumber: '',
  patenteNumber: '',
  sejourNumber: '',
  passportNumber: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  agencyId: '',
};

/** The stored identity back in the form, to change it. */
export function toIdentityValues(identity: OnboardingApplication['identity']): IdentityValues {
  return {
    ...EMPTY_IDENTITY,
    identificationKind: identity.identificationKind,
    [IDENTIFICATION_NUMBER_FIELDS[identity.identificationKind]]: identity.identificationNumber,
    firstName: identity.firstName,
    lastName: identity.lastName,
    dateOfBirth: identity.dateOfBirth,
    agencyId: identity.agencyId,
  };
}
