/** The application as it stands and the step to resume at. */
import { onboardingEndpoints } from '@baraka/contracts/onboarding/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import type { StoredApplication } from '../utils/application-store';
import { onboardingKeys, tokenHeaders } from './onboarding-keys';

export const applicationQuery = (stored: StoredApplication) =>
  queryOptions({
    queryKey: onboardingKeys.application(stored.applicationId),
    queryFn: ({ signal }) =>
      call(
        onboardingEndpoints.application,
        { query: { applicationId: stored.applicationId } },
        { headers: tokenHeaders(stored), signal },
      ),
    // An unknown or forgotten application answers 404: asking again will not change that.
    retry: (failureCount, error) => failureCount < 2 && !('httpStatus' in error && error.httpStatus === 404),
  });

/** Asked only when this browser holds an application. */
export const useApplication = (stored: StoredApplication | null) =>
  useQuery({
    ...applicationQuery(stored ?? { applicationId: '', token: '' }),
    enabled: stored !== null,
  });
