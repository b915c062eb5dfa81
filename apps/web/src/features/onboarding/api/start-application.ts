/** The first form and the captcha create the application and its resume token. */
import type { OnboardingStartRequest } from '@baraka/contracts/onboarding/applications';
import { onboardingEndpoints } from '@baraka/contracts/onboarding/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { storeApplication } from '../utils/application-store';
import { onboardingKeys } from './onboarding-keys';

export const startApplication = (request: OnboardingStartRequest) =>
  call(onboardingEndpoints.start, { body: request });

/** Keeps the id and token in this browser and primes the application's cache. */
export const useStartApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startApplication,
    onSuccess: ({ application, resumeToken }) => {
      storeApplication({ applicationId: application.applicationId, token: resumeToken });
      queryClient.setQueryData(onboardingKeys.application(application.applicationId), application);
    },
  });
};
