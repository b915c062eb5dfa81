/**
 * Fingerprint calls of spec §7: GET secure/api/user/generateFingerPin and POST
 * secure/fingerPrint/challenge/activate (enrolment, FIP.601), POST loginFingerPrint and
 * POST fingerPrint/challenge/validateAndContinue (sign-in, FIP.600).
 */
import {
  continueResultSchema,
  fingerprintActivateSchema,
  fingerprintEnrolmentSchema,
  fingerprintLoginSchema,
  fingerprintValidateSchema,
  objectEnvelope,
} from '@baraka/contracts';
import { ok } from '../../plugins/envelope.ts';
import { requireAuth } from '../auth/auth-context.ts';
import { findChallengeForStep } from '../challenges/challenge.service.ts';
import { advanceChallenge, toChallengeDeps } from '../challenges/challenge-flow.ts';
import { CHALLENGE_OPERATIONS } from '../challenges/operations.ts';
import { defineModule } from '../module.ts';
import {
  activateFingerprint,
  checkFingerprint,
  startEnrolment,
  startFingerprintLogin,
} from './fingerprint.service.ts';
import { getRelyingPartyInfo } from './webauthn-rp.ts';

const TAGS = ['fingerprint'];
const continueEnvelope = objectEnvelope(continueResultSchema);

export const fingerprintModule = defineModule('fingerprint', async (app, deps) => {
  const challengeDeps = toChallengeDeps(deps);
  const rp = getRelyingPartyInfo(deps.config.publicUrl);

  app.get(
    '/secure/api/user/generateFingerPin',
    {
      schema: {
        tags: TAGS,
        summary: 'Starts enrolling a fingerprint (passkey) on the device in use (FIP.601)',
        response: { 200: objectEnvelope(fingerprintEnrolmentSchema) },
      },
      config: { access: { effect: 'write' } },
    },
    async (request) => ok(await startEnrolment(challengeDeps, rp, requireAuth(request))),
  );

  app.post(
    '/secure/fingerPrint/challenge/activate',
    {
      schema: {
        tags: TAGS,
        summary: "Registers the device's new passkey",
        body: fingerprintActivateSchema,
        response: { 200: continueEnvelope },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { challengeKey, response } = request.body;
      const row = await findChallengeForStep(challengeDeps, challengeKey, ['FIP.601'], auth.sessionId);
      await activateFingerprint(challengeDeps, rp, auth, row, response);
      return ok(
        await advanceChallenge({ deps, request, reply, operations: CHALLENGE_OPERATIONS }, row, challengeKey),
      );
    },
  );

  app.post(
    '/loginFingerPrint',
    {
      schema: {
        tags: TAGS,
        summary:
          'Starts a fingerprint sign-in: answers FIP.600 with the passkey challenge (FIP.601 when none is enrolled)',
        body: fingerprintLoginSchema,
      },
    },
    async (request) => {
      const { channel, device } = request.context;
      return startFingerprintLogin(challengeDeps, rp, {
        username: request.body.username,
        login: { channel, device, idToken: null },
      });
    },
  );

  app.post(
    '/fingerPrint/challenge/validateAndContinue',
    {
      schema: {
        tags: TAGS,
        summary: "Checks the passkey's signature and opens the session",
        body: fingerprintValidateSchema,
        response: { 200: continueEnvelope },
      },
      config: { access: { auth: 'optional' } },
    },
    async (request, reply) => {
      const { challengeKey, response } = request.body;
      const row = await findChallengeForStep(challengeDeps, challengeKey, ['FIP.600'], null);
      await checkFingerprint(challengeDeps, rp, row, response);
      return ok(
        await advanceChallenge({ deps, request, reply, operations: CHALLENGE_OPERATIONS }, row, challengeKey),
      );
    },
  );
});
