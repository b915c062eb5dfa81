/**
 * Digital onboarding calls (spec §7 "Public" workflow): onboarding/start, flowable/onboarding/update,
 * upload-file, upload-file-static, GET onboarding, onboarding/complete,
 * flowable/onboarding/tasks/history and fastonboarding. A visitor's application is named by its id
 * and proved by the resume token handed out at start, sent back in the `onboarding-token` header.
 */
import { defineEndpoint, FILE_ANSWER, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import {
  applicationQuerySchema,
  createFastOnboardingSchema,
  createOnboardingStartSchema,
  createOnboardingUpdateSchema,
  onboardingAdvanceSchema,
  onboardingApplicationSchema,
  onboardingCompleteSchema,
  onboardingHistoryEntrySchema,
  onboardingStartResultSchema,
  storedFileRequestSchema,
  uploadFileQuerySchema,
} from './applications.ts';
import type { OnboardingRules } from './forms.ts';

/**
 * The calls of the area. Three forms carry a date of birth, and the applicant's age needs today's
 * date: the API serves the calls built with its own clock's rules.
 */
export const createOnboardingEndpoints = (rules: OnboardingRules) => ({
  start: defineEndpoint({
    method: 'POST',
    path: 'onboarding/start',
    area: 'onboarding',
    summary: 'Starts an application with the first form (captcha); answers it with its resume token',
    access: { auth: 'public' },
    body: createOnboardingStartSchema(rules),
    answer: objectAnswer(onboardingStartResultSchema),
  }),
  update: defineEndpoint({
    method: 'POST',
    path: 'flowable/onboarding/update',
    area: 'onboarding',
    summary: 'Saves one step of a draft: the identity, or the contact (a code confirms the phone)',
    access: { auth: 'public' },
    body: createOnboardingUpdateSchema(rules),
    answer: objectAnswer(onboardingApplicationSchema),
    mayChallenge: true,
  }),
  application: defineEndpoint({
    method: 'GET',
    path: 'onboarding',
    area: 'onboarding',
    summary: 'The application as it stands and the step its applicant resumes at',
    access: { auth: 'public' },
    query: applicationQuerySchema,
    answer: objectAnswer(onboardingApplicationSchema),
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: 'onboarding/complete',
    area: 'onboarding',
    summary: 'Submits a complete application; the acknowledgment e-mail leaves with it',
    access: { auth: 'public' },
    body: onboardingCompleteSchema,
    answer: objectAnswer(onboardingApplicationSchema),
  }),
  history: defineEndpoint({
    method: 'GET',
    path: 'flowable/onboarding/tasks/history',
    area: 'onboarding',
    summary: "Every transition of the application's workflow, oldest first",
    access: { auth: 'public' },
    query: applicationQuerySchema,
    answer: listAnswer(onboardingHistoryEntrySchema),
  }),
  /** The body is the file itself, typed by its Content-Type: no JSON schema for it. */
  uploadFile: defineEndpoint({
    method: 'POST',
    path: 'upload-file',
    area: 'onboarding',
    summary: 'Stores one side of an identity document (PDF, JPEG or PNG; the bytes must match the type)',
    access: { auth: 'public' },
    query: uploadFileQuerySchema,
    answer: objectAnswer(onboardingApplicationSchema),
  }),
  storedFile: defineEndpoint({
    method: 'POST',
    path: 'upload-file-static',
    area: 'onboarding',
    summary: 'A stored identity document, as a download (nosniff, sandboxed, the checked type)',
    access: { auth: 'public' },
    body: storedFileRequestSchema,
    answer: FILE_ANSWER,
  }),
  fast: defineEndpoint({
    method: 'POST',
    path: 'fastonboarding',
    area: 'onboarding',
    summary:
      'The short path: first form and contact; answers OTP.300, then (with the verified challenge-key) the submitted application',
    access: { auth: 'public' },
    body: createFastOnboardingSchema(rules),
    answer: objectAnswer(onboardingStartResultSchema),
    mayChallenge: true,
  }),
  /** Stands in for the back office: never served in production. */
  advance: defineEndpoint({
    method: 'POST',
    path: 'dev/onboarding/advance',
    area: 'onboarding',
    summary: "The back office's move on an application (development and tests only)",
    access: { auth: 'public' },
    body: onboardingAdvanceSchema,
    answer: objectAnswer(onboardingApplicationSchema),
  }),
});

/**
 * The calls as callers and the route table see them. Their forms check no age (that needs today's
 * date): the API checks it with its clock.
 */
export const onboardingEndpoints = createOnboardingEndpoints({ checkDateOfBirth: () => null });
