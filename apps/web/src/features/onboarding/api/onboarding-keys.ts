/** Query keys and headers shared by the onboarding calls. */
import { ONBOARDING_TOKEN_HEADER } from '@baraka/contracts/onboarding-calls';
import type { StoredApplication } from '../utils/application-store';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  application: (applicationId: string) => ['onboarding', 'application', applicationId] as const,
  history: (applicationId: string) => ['onboarding', 'history', applicationId] as const,
  document: (applicationId: string, side: string, uploadedAt: string) =>
    ['onboarding', 'document', applicationId, side, uploadedAt] as const,
};

export const tokenHeaders = (stored: StoredApplication, extra: Record<string, string> = {}) => ({
  [ONBOARDING_TOKEN_HEADER]: stored.token,
  ...extra,
});
