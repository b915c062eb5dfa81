/** Submits the application; the acknowledgment e-mail leaves with it. */
import { onboardingEndpoints } from '@baraka/contracts/onboarding/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import type { StoredApplication } from '../utils/application-store';
import { onboardingKeys, tokenHeaders } from './onboarding-keys';

export const useCompleteApplication = (stored: StoredApplication) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(
        onboardingEndpoints.complete,
        { body: { applicationId: stored.applicationId, certified: true } },
        { headers: tokenHeaders(stored) },
      ),
    onSuccess: (application) =>
      queryClient.setQueryData(onboardingKeys.application(stored.applicationId), application),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: onboardingKeys.history(stored.applicationId) }),
  });
};
