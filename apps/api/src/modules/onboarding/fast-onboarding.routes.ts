/** POST fastonboarding (spec §2 /fast-onboarding/register/step1): the short path, see fast-onboarding.ts. */
import { createOnboardingEndpoints } from '@baraka/contracts';
import { checkDateOfBirth } from '@baraka/domain';
import { getCaptchaSettings } from '../../adapters/captcha/captcha-secret.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { toChallengeDeps } from '../identity/index.ts';
import { defineModule } from '../module.ts';
import { fastOnboard } from './fast-onboarding.ts';

export const fastOnboardingModule = defineModule('fast-onboarding', async (app, deps) => {
  // Age is counted on the API's clock, which tests move.
  const { fast } = createOnboardingEndpoints({
    checkDateOfBirth: (date: string) => checkDateOfBirth(date, deps.clock.now()),
  });
  serve(app, fast, async (request) =>
    fastOnboard(
      toChallengeDeps(deps),
      await getCaptchaSettings(deps),
      request,
      request.body,
      request.context.language,
    ),
  );
});
