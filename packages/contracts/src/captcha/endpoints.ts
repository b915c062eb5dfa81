/** The captcha call: a fresh challenge for a visitor's form. */
import { defineEndpoint, objectAnswer } from '../shared/endpoint.ts';
import { captchaChallengeSchema } from './schemas.ts';

/** The calls of the area. */
export const captchaEndpoints = {
  // Each visitor needs a challenge of their own: the answer is never stored by a cache.
  challenge: defineEndpoint({
    method: 'GET',
    path: 'api/captcha/challenge',
    area: 'captcha',
    summary: 'A fresh signed proof-of-work challenge (ALTCHA), valid 20 minutes and usable once',
    access: { auth: 'public' },
    answer: objectAnswer(captchaChallengeSchema),
  }),
};
