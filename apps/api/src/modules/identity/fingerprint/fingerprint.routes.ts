/**
 * Fingerprint calls of spec §7: GET secure/api/user/generateFingerPin and POST
 * secure/fingerPrint/challenge/activate (enrolment, FIP.601), POST loginFingerPrint and
 * POST fingerPrint/challenge/validateAndContinue (sign-in, FIP.600); a passkey from a browser, a
 * device key from the mobile app.
 */
import { fingerprintEndpoints, loginResultSchema } from '@baraka/contracts';
import { serve } from '../../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../../plugins/session/auth-context.ts';
import { defineModule } from '../../module.ts';
import { findChallengeForStep } from '../challenges/challenge.service.ts';
import { advanceChallenge, toChallengeDeps } from '../challenges/challenge-flow.ts';
import { CHALLENGE_OPERATIONS } from '../challenges/operations.ts';
import { activateDeviceKey, checkDeviceKey, isDeviceKeyResponse } from './device-keys.ts';
import {
  activateFingerprint,
  checkFingerprint,
  startEnrolment,
  startFingerprintLogin,
} from './fingerprint.service.ts';
import { getRelyingPartyInfo } from './webauthn-rp.ts';

export const fingerprintRoutes = defineModule('fingerprint', async (app, deps) => {
  const challengeDeps = toChallengeDeps(deps);
  const rp = getRelyingPartyInfo(deps.config.publicUrl);

  serve(app, fingerprintEndpoints.enrolment, async (request) =>
    startEnrolment(challengeDeps, rp, requireAuth(request)),
  );

  serve(app, fingerprintEndpoints.activate, async (request, reply) => {
    const auth = requireAuth(request);
    const { challengeKey, response } = request.body;
    const row = await findChallengeForStep(challengeDeps, challengeKey, ['FIP.601'], auth.sessionId);
    await (isDeviceKeyResponse(response)
      ? activateDeviceKey(challengeDeps, auth, row, response)
      : activateFingerprint(challengeDeps, rp, auth, row, response));
    return advanceChallenge({ deps, request, reply, operations: CHALLENGE_OPERATIONS }, row, challengeKey);
  });

  serve(app, fingerprintEndpoints.login, async (request) => {
    const { channel, device } = request.context;
    return startFingerprintLogin(challengeDeps, rp, {
      username: request.body.username,
      login: { channel, device, idToken: null },
    });
  });

  serve(app, fingerprintEndpoints.validate, async (request, reply) => {
    const { challengeKey, response } = request.body;
    const row = await findChallengeForStep(challengeDeps, challengeKey, ['FIP.600'], null);
    await (isDeviceKeyResponse(response)
      ? checkDeviceKey(challengeDeps, row, response, request.context.device?.deviceId ?? null)
      : checkFingerprint(challengeDeps, rp, row, response));
    const result = await advanceChallenge(
      { deps, request, reply, operations: CHALLENGE_OPERATIONS },
      row,
      challengeKey,
    );
    // A FIP.600 challenge always runs the sign-in: its answer is the session it opened.
    return { ...result, genericResponse: loginResultSchema.parse(result.genericResponse) };
  });
});
