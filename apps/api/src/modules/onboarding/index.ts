/** What other areas use of onboarding: the effects of the bank's steps on an application. */
export { enterOnboardingState } from './onboarding-bank.ts';
