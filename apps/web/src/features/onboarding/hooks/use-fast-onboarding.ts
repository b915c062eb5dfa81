/**
 * The short path's state: one form (identity and contact) checked with the shared schema, the
 * captcha, then the code sent to the phone; the verified key creates the submitted application.
 */
import type { Challenge, ContinueResult } from '@baraka/contracts/identity/challenges';
import {
  createFastOnboardingSchema,
  type FastOnboardingRequest,
} from '@baraka/contracts/onboarding/applications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { readChallenge } from '../../../lib/challenges';
import { postFastOnboarding } from '../api/fast-onboarding';
import { onboardingKeys } from '../api/onboarding-keys';
import { storeApplication } from '../utils/application-store';
import { ONBOARDING_RULES } from '../utils/identity-schema';
import { EMPTY_IDENTITY } from '../utils/identity-values';
import { useFormState } from './use-form-state';

export function useFastOnboarding(onCreated: () => void) {
  const queryClient = useQueryClient();
  const form = useFormState({ ...EMPTY_IDENTITY, phone: '', email: '' });
  const [captcha, setCaptcha] = useState<string | undefined>();
  const [captchaResetKey, setCaptchaResetKey] = useState(0);
  const [pending, setPending] = useState<{ request: FastOnboardingRequest; challenge: Challenge } | null>(
    null,
  );
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<Error | null>(null);

  const fail = (error: unknown) => {
    setIsBusy(false);
    if (form.takeServerErrors(error)) {
      if (error instanceof ApiError && error.fieldErrors.some((item) => item.field === 'captcha')) {
        setCaptchaResetKey((key) => key + 1);
      }
      return;
    }
    setFailure(error instanceof Error ? error : new Error(String(error)));
  };

  const submit = () => {
    setFailure(null);
    const request = form.parse(createFastOnboardingSchema(ONBOARDING_RULES), { captcha });
    if (!request) {
      return;
    }
    setIsBusy(true);
    postFastOnboarding(request).then(
      () => setIsBusy(false),
      (error: unknown) => {
        const challenge = readChallenge(error);
        if (challenge) {
          setIsBusy(false);
          const { captcha: _used, ...withoutCaptcha } = request;
          setPending({ request: withoutCaptcha as FastOnboardingRequest, challenge });
          return;
        }
        fail(error);
      },
    );
  };

  const confirm = (result: ContinueResult) => {
    if (!pending) {
      return;
    }
    setIsBusy(true);
    postFastOnboarding(pending.request, result.key).then(
      ({ application, resumeToken }) => {
        storeApplication({ applicationId: application.applicationId, token: resumeToken });
        queryClient.setQueryData(onboardingKeys.application(application.applicationId), application);
        onCreated();
      },
      (error: unknown) => {
        setPending(null);
        fail(error);
      },
    );
  };

  return {
    form,
    changeCaptcha: (payload: string | undefined) => {
      setCaptcha(payload);
      if (payload) {
        form.setErrors(({ captcha: _solved, ...others }) => others);
      }
    },
    captchaResetKey,
    challenge: pending?.challenge ?? null,
    cancelChallenge: () => {
      setPending(null);
      setCaptchaResetKey((key) => key + 1);
    },
    submit,
    confirm,
    isBusy,
    failure,
  };
}
