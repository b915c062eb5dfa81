/** The digital onboarding pages, loaded as their own chunk (with the captcha widget). */
import '../mantine-styles';

export { FastOnboardingPage } from './fast-onboarding-page';
export { OnboardingDetailsPage } from './onboarding-details-page';
export { OnboardingProcessPage } from './onboarding-process-page';
export { OnboardingStartPage } from './onboarding-start-page';
export { OnboardingTaskPage } from './onboarding-task-page';
export { OnboardingTimelinePage } from './onboarding-timeline-page';
