/**
 * Saves the identity or the contact of a draft. The contact answers
 * OTP.300 first; once the code is verified it is sent again with the `challenge-key` header.
 */

import { onboardingEndpoints } from '@baraka/contracts/onboarding/endpoints';
import type { OnboardingContact, OnboardingIdentity } from '@baraka/contracts/onboarding/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';
import type { StoredApplication } from '../utils/application-store';
import { onboardingKeys, tokenHeaders } from './onboarding-keys';

export type ApplicationUpdate =
  | { step: 'identity'; identity: OnboardingIdentity }
  | { step: 'contact'; contact: OnboardingContact; challengeKey?: string };

export const updateApplication = (stored: StoredApplication, update: ApplicationUpdate) => {
  const { challengeKey, ...data } =
    update.step === 'contact' ? update : { ...update, challengeKey: undefined };
  return call(
    onboardingEndpoints.update,
    { body: { applicationId: stored.applicationId, ...data } },
    { headers: tokenHeaders(stored, challengeKey ? { [CHALLENGE_KEY_HEADER]: challengeKey } : {}) },
  );
};

export const useUpdateApplication = (stored: StoredApplication) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ApplicationUpdate) => updateApplication(stored, update),
    onSuccess: (application) =>
      queryClient.setQueryData(onboardingKeys.application(stored.applicationId), application),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: onboardingKeys.history(stored.applicationId) }),
  });
};
