/**
 * POST fastonboarding, the short path: the first form and the contact details at once. The first
 * call checks the captcha and sends a code to the phone (OTP.300, bound to everything typed); sent
 * again with the verified `challenge-key`, the application is created, its contact verified and it
 * is submitted in one transaction (the applicant brings the documents to the agency).
 */
import {
  type FastOnboardingRequest,
  getIdentificationNumber,
  type Language,
  type OnboardingStartResult,
} from '@baraka/contracts';
import type { FastifyRequest } from 'fastify';
import { type CaptchaSettings, consumeCaptcha } from '../../adapters/captcha/captcha.ts';
import { type ChallengeDeps, consumeForPayload } from '../identity/index.ts';
import { createApplication, requireAgency, submitApplication } from './onboarding.service.ts';
import { askForContactCode, findVerifiedContact, type VerifiedContact } from './onboarding-contact.ts';
import { transition } from './onboarding-transitions.ts';
import { buildApplicationView } from './onboarding-view.ts';

export const FAST_ONBOARDING_OPERATION = 'onboarding.fast';

/** The code confirms these exact details: a changed name or number needs a new code. */
const payloadOf = (input: FastOnboardingRequest): VerifiedContact & Record<string, string> => ({
  // No application yet: the identity number stands for it in the per-application code count.
  applicationId: `${input.identificationKind}:${getIdentificationNumber(input)}`,
  phone: input.phone,
  email: input.email,
  firstName: input.firstName,
  lastName: input.lastName,
  dateOfBirth: input.dateOfBirth,
  agencyId: input.agencyId,
});

export async function fastOnboard(
  deps: ChallengeDeps,
  captcha: CaptchaSettings,
  request: FastifyRequest,
  input: FastOnboardingRequest,
  language: Language,
): Promise<OnboardingStartResult> {
  await requireAgency(deps.db, input.agencyId);
  const payload = payloadOf(input);
  const verified = await findVerifiedContact(deps, request, payload, FAST_ONBOARDING_OPERATION);
  if (!verified) {
    await consumeCaptcha(deps.db, captcha, input.captcha);
    return askForContactCode(deps, payload, language, FAST_ONBOARDING_OPERATION);
  }
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await consumeForPayload({ ...deps, db: tx }, verified, payload);
    const created = await createApplication(tx, { identity: input, kind: 'FAST', language, at: now });
    const withContact = await transition(tx, created.application, 'VERIFY_CONTACT', {
      at: now,
      changes: { phone: input.phone, email: input.email, contactVerifiedAt: now },
    });
    const submitted = await submitApplication(tx, withContact, now);
    return { application: await buildApplicationView(tx, submitted), resumeToken: created.resumeToken };
  });
}
