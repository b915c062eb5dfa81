/** Every recorded transition of the application, oldest first. */
import { onboardingEndpoints } from '@baraka/contracts/onboarding/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import type { StoredApplication } from '../utils/application-store';
import { onboardingKeys, tokenHeaders } from './onboarding-keys';

export const historyQuery = (stored: StoredApplication) =>
  queryOptions({
    queryKey: onboardingKeys.history(stored.applicationId),
    queryFn: ({ signal }) =>
      call(
        onboardingEndpoints.history,
        { query: { applicationId: stored.applicationId } },
        { headers: tokenHeaders(stored), signal },
      ),
  });

/** Asked only when this browser holds an application; asked again while the bank may move it. */
export const useHistory = (stored: StoredApplication | null, options: { isSettled?: boolean } = {}) =>
  useQuery({
    ...historyQuery(stored ?? { applicationId: '', token: '' }),
    enabled: stored !== null,
    refetchInterval: options.isSettled ? false : 30_000,
  });
