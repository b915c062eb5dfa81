/** Query keys and headers shared by the onboarding calls. */
import { type DocumentSideName, ONBOARDING_TOKEN_HEADER } from '@baraka/contracts/onboarding/applications';
import { onboardingEndpoints } from '@baraka/contracts/onboarding/endpoints';
import { keyOf } from '../../../lib/call';
import type { StoredApplication } from '../utils/application-store';

export const onboardingKeys = {
  /** Every application this browser asked about. */
  applications: () => keyOf(onboardingEndpoints.application),
  application: (applicationId: string) =>
    keyOf(onboardingEndpoints.application, { query: { applicationId } }),
  history: (applicationId: string) => keyOf(onboardingEndpoints.history, { query: { applicationId } }),
  /** A document's bytes change only with a new upload: its time is part of the key. */
  document: (applicationId: string, side: DocumentSideName, uploadedAt: string) => [
    ...keyOf(onboardingEndpoints.storedFile, { body: { applicationId, side } }),
    uploadedAt,
  ],
};

export const tokenHeaders = (stored: StoredApplication, extra: Record<string, string> = {}) => ({
  [ONBOARDING_TOKEN_HEADER]: stored.token,
  ...extra,
});
