/** POST fastonboarding (spec §2 /fast-onboarding/register/step1): the short path, see fast-onboarding.ts. */
import { createFastOnboardingSchema, objectEnvelope, onboardingStartResultSchema } from '@baraka/contracts';
import { checkDateOfBirth } from '@baraka/domain';
import { getCaptchaSettings } from '../../adapters/captcha/captcha-secret.ts';
import { ok } from '../../plugins/envelope.ts';
import { toChallengeDeps } from '../challenges/challenge-flow.ts';
import { defineModule } from '../module.ts';
import { fastOnboard } from './fast-onboarding.ts';

export const fastOnboardingModule = defineModule('fast-onboarding', async (app, deps) => {
  const rules = { checkDateOfBirth: (date: string) => checkDateOfBirth(date, deps.clock.now()) };
  app.post(
    '/fastonboarding',
    {
      schema: {
        tags: ['onboarding'],
        summary:
          'The short path: first form and contact; answers OTP.300, then (with the verified challenge-key) the submitted application',
        body: createFastOnboardingSchema(rules),
        response: { 200: objectEnvelope(onboardingStartResultSchema) },
      },
    },
    async (request) =>
      ok(
        await fastOnboard(
          toChallengeDeps(deps),
          await getCaptchaSettings(deps),
          request,
          request.body,
          request.context.language,
        ),
      ),
  );
});
