/**
 * Digital onboarding calls (spec §7 "Public" workflow; `onboardingEndpoints` in @baraka/contracts).
 * A visitor starts an application with the first form and a captcha (onboarding/start) and gets a
 * resume token; every later call names the application and carries the token in the
 * `onboarding-token` header:
 * - POST flowable/onboarding/update: saves the identity, or the contact (confirmed by OTP.300);
 * - GET onboarding: the application as it stands, and the step to resume at;
 * - POST onboarding/complete: submits it (acknowledgment e-mail in the same transaction);
 * - GET flowable/onboarding/tasks/history: every recorded transition.
 * Documents (upload-file, upload-file-static) and the short path (fastonboarding) have their own files.
 */
import { createOnboardingEndpoints } from '@baraka/contracts';
import { checkDateOfBirth } from '@baraka/domain';
import { getCaptchaSettings } from '../../adapters/captcha/captcha-secret.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { toChallengeDeps } from '../identity/index.ts';
import { defineModule } from '../module.ts';
import { fastOnboardingModule } from './fast-onboarding.routes.ts';
import { listHistory } from './onboarding.queries.ts';
import { saveIdentity, startApplication, submitApplication } from './onboarding.service.ts';
import { readResumeToken, requireApplication } from './onboarding-access.ts';
import { saveContact } from './onboarding-contact.ts';
import { onboardingDevModule } from './onboarding-dev.routes.ts';
import { onboardingFilesModule } from './onboarding-files.routes.ts';
import { buildApplicationView, toHistoryEntry } from './onboarding-view.ts';

export const onboardingModule = defineModule('onboarding', async (app, deps) => {
  const { db } = deps.database;
  const challengeDeps = toChallengeDeps(deps);
  // Age is counted on the API's clock, which tests move.
  const endpoints = createOnboardingEndpoints({
    checkDateOfBirth: (date: string) => checkDateOfBirth(date, deps.clock.now()),
  });

  serve(app, endpoints.start, async (request) =>
    startApplication(db, await getCaptchaSettings(deps), {
      identity: request.body,
      captcha: request.body.captcha,
      language: request.context.language,
      at: deps.clock.now(),
    }),
  );

  serve(app, endpoints.update, async (request) => {
    const token = readResumeToken(request);
    const { body } = request;
    if (body.step === 'contact') {
      const saved = await saveContact(
        challengeDeps,
        request,
        { applicationId: body.applicationId, token },
        body.contact,
      );
      return buildApplicationView(db, saved);
    }
    const saved = await db.transaction(async (tx) => {
      const application = await requireApplication(tx, body.applicationId, token, { lock: true });
      return saveIdentity(tx, application, body.identity, deps.clock.now());
    });
    return buildApplicationView(db, saved);
  });

  serve(app, endpoints.application, async (request) => {
    const application = await requireApplication(db, request.query.applicationId, readResumeToken(request));
    return buildApplicationView(db, application);
  });

  serve(app, endpoints.complete, async (request) => {
    const token = readResumeToken(request);
    const submitted = await db.transaction(async (tx) => {
      const application = await requireApplication(tx, request.body.applicationId, token, { lock: true });
      return submitApplication(tx, application, deps.clock.now());
    });
    return buildApplicationView(db, submitted);
  });

  serve(app, endpoints.history, async (request) => {
    const application = await requireApplication(db, request.query.applicationId, readResumeToken(request));
    return (await listHistory(db, application)).map(toHistoryEntry);
  });

  // Each in its own encapsulated context (the upload's byte parsers stay with the file routes), under
  // this module's prefix: the options carry the dependencies only, not the prefix again.
  const { config, database, queue, clock, outbox } = deps;
  for (const child of [onboardingFilesModule, fastOnboardingModule, onboardingDevModule]) {
    await app.register(child, { config, database, queue, clock, outbox });
  }
});
