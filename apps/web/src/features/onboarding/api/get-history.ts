/** GET flowable/onboarding/tasks/history: every recorded transition, oldest first. */
import type { OnboardingHistoryEntry } from '@baraka/contracts/onboarding-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { StoredApplication } from '../utils/application-store';
import { onboardingKeys, tokenHeaders } from './onboarding-keys';

export const historyQuery = (stored: StoredApplication) =>
  queryOptions({
    queryKey: onboardingKeys.history(stored.applicationId),
    queryFn: ({ signal }) =>
      apiRequest<OnboardingHistoryEntry[]>('flowable/onboarding/tasks/history', {
        query: { applicationId: stored.applicationId },
        headers: tokenHeaders(stored),
        signal,
      }),
  });

/** Asked only when this browser holds an application; asked again while the bank may move it. */
export const useHistory = (stored: StoredApplication | null, options: { isSettled?: boolean } = {}) =>
  useQuery({
    ...historyQuery(stored ?? { applicationId: '', token: '' }),
    enabled: stored !== null,
    refetchInterval: options.isSettled ? false : 30_000,
  });
