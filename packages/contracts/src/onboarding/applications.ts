/**
 * A digital onboarding application (spec §7 "Public" workflow): its states and events, the body of
 * each step (first form, update, fast onboarding, completion), its documents and its history, as the
 * calls in endpoints.ts send and answer them.
 */
import { z } from 'zod';
import { captchaField } from '../captcha/schemas.ts';
import { localizedTextSchema } from '../shared/localized.ts';
import {
  createOnboardingIdentitySchema,
  IDENTIFICATION_KINDS,
  type OnboardingRules,
  onboardingContactSchema,
} from './forms.ts';

export const ONBOARDING_TOKEN_HEADER = 'onboarding-token';

/** The same lists as the domain's onboarding process (the API's tests check they agree). */
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
