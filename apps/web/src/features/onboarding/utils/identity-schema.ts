/** The first form's rules as the page applies them: the shared schema, with today's date for the age. */
import { createOnboardingIdentitySchema } from '@baraka/contracts/onboarding/forms';
import { checkDateOfBirth } from '@baraka/domain/onboarding/date-of-birth';

export const ONBOARDING_RULES = { checkDateOfBirth: (date: string) => checkDateOfBirth(date, new Date()) };

export const identitySchema = () => createOnboardingIdentitySchema(ONBOARDING_RULES);

/** The latest date of birth an applicant of 18 can have, for the date field's max. */
export function getLatestBirthDate(today: Date = new Date()): string {
  const latest = new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate()));
  return latest.toISOString().slice(0, 10);
}
