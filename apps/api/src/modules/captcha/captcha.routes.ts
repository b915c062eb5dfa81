/** The visitor captcha's challenge; the forms it protects check the solved payload themselves. */
import { captchaChallengeSchema, objectEnvelope } from '@baraka/contracts';
import { createCaptchaChallenge } from '../../adapters/captcha/captcha.ts';
import { getCaptchaSettings } from '../../adapters/captcha/captcha-secret.ts';
import { ok } from '../../plugins/envelope.ts';
import { defineModule } from '../module.ts';

export const captchaModule = defineModule('captcha', async (app, deps) => {
  app.get(
    '/api/captcha/challenge',
    {
      schema: {
        tags: ['captcha'],
        summary: 'A fresh signed proof-of-work challenge (ALTCHA), valid 20 minutes and usable once',
        response: { 200: objectEnvelope(captchaChallengeSchema) },
      },
    },
    async (_request, reply) => {
      // Each visitor needs a challenge of their own: never from a cache.
      reply.header('cache-control', 'no-store');
      return ok(await createCaptchaChallenge(await getCaptchaSettings(deps)));
    },
  );
});
