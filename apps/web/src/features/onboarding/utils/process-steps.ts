/** The steps of /digital-onboarding/process, in order, and which ones an applicant can reach. */
import type { OnboardingApplication } from '@baraka/contracts/onboarding/applications';

export const PROCESS_STEPS = ['identity', 'documents', 'contact', 'summary'] as const;
export type ProcessStep = (typeof PROCESS_STEPS)[number];

export const isProcessStep = (value: string | null): value is ProcessStep =>
  (PROCESS_STEPS as readonly (string | null)[]).includes(value);

/** Every step up to the one the application resumes at; only the first without an application. */
export function getReachableSteps(application: OnboardingApplication | undefined): ProcessStep[] {
  if (!application?.resumeStep) {
    return ['identity'];
  }
  return PROCESS_STEPS.slice(0, PROCESS_STEPS.indexOf(application.resumeStep) + 1);
}
