/**
 * POST dev/onboarding/advance: the bank's moves on an application (documents received, review,
 * decision), standing in for the back office so the timeline can be seen moving. Never registered
 * in production.
 */
import { onboardingEndpoints } from '@baraka/contracts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { advanceApplication } from './onboarding-bank.ts';

export const onboardingDevModule = defineModule('onboarding-dev', async (app, deps) => {
  if (deps.config.nodeEnv === 'production') {
    return;
  }
  serve(app, onboardingEndpoints.advance, (request) =>
    advanceApplication(deps.database.db, {
      applicationId: request.body.applicationId,
      event: request.body.event,
      note: request.body.note,
      at: deps.clock.now(),
    }),
  );
});
