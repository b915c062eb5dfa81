/** The visitor captcha's challenge; the forms it protects check the solved payload themselves. */
import { captchaEndpoints } from '@baraka/contracts';
import { createCaptchaChallenge } from '../../adapters/captcha/captcha.ts';
import { getCaptchaSettings } from '../../adapters/captcha/captcha-secret.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';

export const captchaModule = defineModule('captcha', async (app, deps) => {
  serve(app, captchaEndpoints.challenge, async (_request, reply) => {
    // Each visitor needs a challenge of their own: never from a cache.
    reply.header('cache-control', 'no-store');
    return createCaptchaChallenge(await getCaptchaSettings(deps));
  });
});
