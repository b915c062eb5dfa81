/**
 * POST dev/onboarding/advance: the bank's moves on an application (documents received, review,
 * decision), standing in for the back office so the timeline can be seen moving. Never registered
 * in production.
 */
import { objectEnvelope, onboardingAdvanceSchema, onboardingApplicationSchema } from '@baraka/contracts';
import { ok } from '../../plugins/envelope.ts';
import { defineModule } from '../module.ts';
import { advanceApplication } from './onboarding.service.ts';

export const onboardingDevModule = defineModule('onboarding-dev', async (app, deps) => {
  if (deps.config.nodeEnv === 'production') {
    return;
  }
  app.post(
    '/dev/onboarding/advance',
    {
      schema: {
        tags: ['dev'],
        summary: "The back office's move on an application (development and tests only)",
        body: onboardingAdvanceSchema,
        response: { 200: objectEnvelope(onboardingApplicationSchema) },
      },
    },
    async (request) =>
      ok(
        await advanceApplication(deps.database.db, {
          applicationId: request.body.applicationId,
          event: request.body.event,
          note: request.body.note,
          at: deps.clock.now(),
        }),
      ),
  );
});
