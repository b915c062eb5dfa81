/**
 * Digital onboarding calls (spec §7 "Public" workflow): onboarding/start, flowable/onboarding/update,
 * upload-file, upload-file-static, GET onboarding, onboarding/complete,
 * flowable/onboarding/tasks/history and fastonboarding. A visitor's application is named by its id
 * and proved by the resume token handed out at start, sent back in the `onboarding-token` header.
 */
import { z } from 'zod';
import { captchaField } from '../captcha/schemas.ts';
import { defineEndpoint, FILE_ANSWER, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import { localizedTextSchema } from '../shared/localized.ts';
import {
  createOnboardingIdentitySchema,
  IDENTIFICATION_KINDS,
  type OnboardingRules,
  onboardingContactSchema,
} from './forms.ts';

export const ONBOARDING_TOKEN_HEADER = 'onboarding-token';

/** The same lists as the domain's workflow (the API's tests check they agree). */
export const ONBOARDING_STATE_NAMES = [
  'DRAFT',
  'SUBMITTED',
  'DOCUMENTS_RECEIVED',
  'UNDER_REVIEW',
  'APPROVED',
  'REJECTED',
] as const;
export const ONBOARDING_EVENT_NAMES = [
  'START',
  'SAVE_IDENTITY',
  'ADD_DOCUMENT',
  'VERIFY_CONTACT',
  'SUBMIT',
  'RECEIVE_DOCUMENTS',
  'START_REVIEW',
  'APPROVE',
  'REJECT',
] as const;
export const BANK_ONBOARDING_EVENTS = ['RECEIVE_DOCUMENTS', 'START_REVIEW', 'APPROVE', 'REJECT'] as const;
export const ONBOARDING_STEP_NAMES = ['identity', 'documents', 'contact', 'summary'] as const;
export const DOCUMENT_SIDE_NAMES = ['FRONT', 'BACK'] as const;
export const ONBOARDING_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** Largest identity document accepted: a phone photo or a scanned page. */
export const ONBOARDING_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const onboardingStateSchema = z.enum(ONBOARDING_STATE_NAMES);
export type OnboardingStateName = z.infer<typeof onboardingStateSchema>;
export const documentSideSchema = z.enum(DOCUMENT_SIDE_NAMES);
export type DocumentSideName = z.infer<typeof documentSideSchema>;

const applicationIdField = () => z.uuid({ error: 'invalidType' });

/** POST onboarding/start: the first form and the captcha. */
export function createOnboardingStartSchema(rules: OnboardingRules) {
  return z.intersection(createOnboardingIdentitySchema(rules), z.object({ captcha: captchaField() }));
}
export type OnboardingStartRequest = z.output<ReturnType<typeof createOnboardingStartSchema>>;

/** POST flowable/onboarding/update: one step's data, saved so the applicant can come back. */
export function createOnboardingUpdateSchema(rules: OnboardingRules) {
  return z.discriminatedUnion('step', [
    z.object({
      applicationId: applicationIdField(),
      step: z.literal('identity'),
      identity: createOnboardingIdentitySchema(rules),
    }),
    z.object({
      applicationId: applicationIdField(),
      step: z.literal('contact'),
      contact: onboardingContactSchema,
    }),
  ]);
}
export type OnboardingUpdateRequest = z.output<ReturnType<typeof createOnboardingUpdateSchema>>;

/** POST fastonboarding: the first form and the contact at once; the captcha on the first call only. */
export function createFastOnboardingSchema(rules: OnboardingRules) {
  return z.intersection(
    createOnboardingIdentitySchema(rules),
    onboardingContactSchema.extend({ captcha: captchaField().optional() }),
  );
}
export type FastOnboardingRequest = z.output<ReturnType<typeof createFastOnboardingSchema>>;

/** POST upload-file: the bytes are the body, typed by Content-Type; these say where they go. */
export const uploadFileQuerySchema = z.object({
  applicationId: applicationIdField(),
  side: documentSideSchema,
});
/** POST upload-file-static: reads a stored document back. */
export const storedFileRequestSchema = uploadFileQuerySchema;
export const applicationQuerySchema = z.object({ applicationId: applicationIdField() });

export const onboardingCompleteSchema = z.object({
  applicationId: applicationIdField(),
  /** The applicant certifies the information given is accurate. */
  certified: z.literal(true, { error: 'termsNotAccepted' }),
});

export const onboardingDocumentSchema = z.object({
  side: documentSideSchema,
  contentType: z.enum(ONBOARDING_DOCUMENT_TYPES),
  byteSize: z.number().int().nonnegative(),
  uploadedAt: z.iso.datetime(),
});
export type OnboardingDocument = z.infer<typeof onboardingDocumentSchema>;

export const onboardingApplicationSchema = z.object({
  applicationId: z.uuid(),
  reference: z.string(),
  kind: z.enum(['FULL', 'FAST']),
  state: onboardingStateSchema,
  /** Where the applicant picks up; null once submitted. */
  resumeStep: z.enum(ONBOARDING_STEP_NAMES).nullable(),
  missing: z.array(z.enum(['documents', 'contact'])),
  identity: z.object({
    identificationKind: z.enum(IDENTIFICATION_KINDS),
    identificationNumber: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.iso.date(),
    agencyId: z.string(),
    agencyName: localizedTextSchema,
  }),
  requiredSides: z.array(documentSideSchema),
  documents: z.array(onboardingDocumentSchema),
  contact: z
    .object({ phone: z.string(), email: z.string(), verifiedAt: z.iso.datetime().nullable() })
    .nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});
export type OnboardingApplication = z.infer<typeof onboardingApplicationSchema>;

/** What start and fastonboarding answer: the application and, once only, its resume token. */
export const onboardingStartResultSchema = z.object({
  application: onboardingApplicationSchema,
  resumeToken: z.string(),
});
export type OnboardingStartResult = z.infer<typeof onboardingStartResultSchema>;

export const onboardingHistoryEntrySchema = z.object({
  id: z.number().int(),
  event: z.enum(ONBOARDING_EVENT_NAMES),
  fromState: onboardingStateSchema.nullable(),
  toState: onboardingStateSchema,
  actor: z.enum(['APPLICANT', 'BANK']),
  /** The document side added, or the back office's note. */
  detail: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type OnboardingHistoryEntry = z.infer<typeof onboardingHistoryEntrySchema>;

/** The back office (dev-only route): moves a submitted application on. */
export const onboardingAdvanceSchema = z.object({
  applicationId: applicationIdField(),
  event: z.enum(BANK_ONBOARDING_EVENTS),
  note: z.string().trim().max(200).optional(),
});

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
