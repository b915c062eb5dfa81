/**
 * The contact step: the phone and e-mail are saved at once (the applicant can come back to them),
 * then a one-time code goes to the phone through the challenge engine (OTP.300, a visitor's
 * challenge bound to the application and the details). Sent again with the verified
 * `challenge-key`, the same details are marked verified and the transition recorded.
 */
import type { Language, OnboardingContact } from '@baraka/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors/index.ts';
import {
  type ChallengeDeps,
  challengeError,
  consumeForPayload,
  describeForUser,
  findVerifiedChallenge,
  hashPayload,
  readChallengeKey,
  startChallenge,
} from '../identity/index.ts';
import { type ApplicationRow, countContactChallenges, updateApplication } from './onboarding.queries.ts';
import { requireApplication } from './onboarding-access.ts';
import { CONTACT_ACTION } from './onboarding-message.ts';
import { requireEditable, transition } from './onboarding-transitions.ts';

export const ONBOARDING_CONTACT_OPERATION = 'onboarding.contact';
/** Codes one application may have sent per hour, whatever the numbers typed. */
export const CONTACT_CODES_PER_HOUR = 5;

export type VerifiedContact = { applicationId: string; phone: string; email: string };

/** Sends the code for these details, or throws if this application already asked too often. */
export async function askForContactCode(
  deps: ChallengeDeps,
  payload: VerifiedContact,
  language: Language,
  operation: string = ONBOARDING_CONTACT_OPERATION,
): Promise<never> {
  const hourAgo = new Date(deps.clock.now().getTime() - 60 * 60 * 1000);
  if (
    (await countContactChallenges(deps.db, operation, payload.applicationId, hourAgo)) >=
    CONTACT_CODES_PER_HOUR
  ) {
    throw new AppError('TOO_MANY_REQUESTS', {
      message: 'Too many codes for this application; try again later',
    });
  }
  const started = await startChallenge(deps, {
    userId: null,
    recipient: { phoneNumber: payload.phone, email: null, language },
    sessionId: null,
    operation,
    serviceName: 'ONBOARDING',
    processName: 'UPDATE',
    payload,
    steps: ['OTP.300'],
    action: CONTACT_ACTION,
  });
  throw challengeError(await describeForUser(deps, started.row, started.key));
}

/** The verified challenge the request carries for exactly this payload, or null. */
export async function findVerifiedContact(
  deps: ChallengeDeps,
  request: FastifyRequest,
  payload: VerifiedContact,
  operation: string = ONBOARDING_CONTACT_OPERATION,
) {
  const key = readChallengeKey(request);
  const verified = key ? await findVerifiedChallenge(deps, key, operation) : null;
  return verified && verified.payloadHash === hashPayload(payload) ? verified : null;
}

export type ApplicationAccess = { applicationId: string; token: string | null };

export async function saveContact(
  deps: ChallengeDeps,
  request: FastifyRequest,
  access: ApplicationAccess,
  contact: OnboardingContact,
): Promise<ApplicationRow> {
  const application = await requireApplication(deps.db, access.applicationId, access.token);
  requireEditable(application);
  const payload: VerifiedContact = { applicationId: application.id, ...contact };
  const verified = await findVerifiedContact(deps, request, payload);
  const now = deps.clock.now();
  if (!verified) {
    const isSame = application.phone === contact.phone && application.email === contact.email;
    if (isSame && application.contactVerifiedAt) {
      // Already confirmed: nothing to send again.
      return application;
    }
    // Kept unverified, so a visitor who leaves before the code finds the details again.
    await updateApplication(deps.db, application.id, {
      phone: contact.phone,
      email: contact.email,
      contactVerifiedAt: null,
      updatedAt: now,
    });
    return askForContactCode(deps, payload, application.language);
  }
  return deps.db.transaction(async (tx) => {
    const locked = await requireApplication(tx, access.applicationId, access.token, { lock: true });
    requireEditable(locked);
    await consumeForPayload({ ...deps, db: tx }, verified, payload);
    return transition(tx, locked, 'VERIFY_CONTACT', {
      at: now,
      changes: { phone: contact.phone, email: contact.email, contactVerifiedAt: now },
    });
  });
}
