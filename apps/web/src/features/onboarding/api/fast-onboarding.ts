/**
 * The short path: the first form and the contact at once. The first call (with the captcha) answers
 * OTP.300; sent again with the verified `challenge-key`, it answers the submitted application.
 */

import type { FastOnboardingRequest } from '@baraka/contracts/onboarding/applications';
import { onboardingEndpoints } from '@baraka/contracts/onboarding/endpoints';
import { call } from '../../../lib/call';
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';

export const postFastOnboarding = (request: FastOnboardingRequest, challengeKey?: string) =>
  call(
    onboardingEndpoints.fast,
    { body: request },
    { headers: challengeKey ? { [CHALLENGE_KEY_HEADER]: challengeKey } : {} },
  );
