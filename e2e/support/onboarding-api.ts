/** Onboarding calls made as another visitor would, straight to the gateway (captcha solved here). */
import { callGateway, readCode, solveCaptchaOverHttp } from './gateway.ts';

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A complete application, submitted, as the browser would keep it. */
export async function createSubmittedApplication(phone: string) {
  const started = await callGateway<{ application: { applicationId: string }; resumeToken: string }>(
    'onboarding/start',
    {
      body: {
        identificationKind: 'nDePasseport',
        passportNumber: 'K7654321',
        firstName: 'Karim',
        lastName: 'Haddad',
        dateOfBirth: '1988-11-03',
        agencyId: '017',
        captcha: await solveCaptchaOverHttp(),
      },
    },
  );
  const { applicationId } = started.body.result.application;
  const headers = { 'onboarding-token': started.body.result.resumeToken };
  await callGateway(`upload-file?applicationId=${applicationId}&side=FRONT`, {
    body: PDF_BYTES,
    headers: { ...headers, 'content-type': 'application/pdf' },
  });
  const contact = {
    applicationId,
    step: 'contact',
    contact: { phone, email: `karim.${phone}@example.tn` },
  };
  const asked = await callGateway<{ challengeKey: string }>('flowable/onboarding/update', {
    body: contact,
    headers,
  });
  const verified = await callGateway<{ key: string }>('otp/challenge/validateAndContinue', {
    body: { challengeKey: asked.body.result.challengeKey, otp: await readCode(phone) },
  });
  await callGateway('flowable/onboarding/update', {
    body: contact,
    headers: { ...headers, 'challenge-key': verified.body.result.key },
  });
  const submitted = await callGateway<{ state: string }>('onboarding/complete', {
    body: { applicationId, certified: true },
    headers,
  });
  return { applicationId, token: started.body.result.resumeToken, state: submitted.body.result.state };
}

/** Moves an application on as the bank's back office would. */
export const advanceApplication = (applicationId: string, event: string) =>
  callGateway<{ state: string }>('dev/onboarding/advance', { body: { applicationId, event } });
