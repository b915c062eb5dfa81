/**
 * Digital onboarding applications: creation with the first form (captcha, reference, resume token,
 * its ONBOARDING process), identity changes while still a draft, and submission with its
 * acknowledgment e-mail. Every write runs in one transaction with the application row locked.
 */
import {
  type FieldError,
  getIdentificationNumber,
  type Language,
  type OnboardingIdentity,
  type OnboardingStartResult,
} from '@baraka/contracts';
import { getMissingParts, toTunisTime } from '@baraka/domain';
import { type CaptchaSettings, consumeCaptcha } from '../../adapters/captcha/captcha.ts';
import { insertOutboxMessage } from '../../adapters/outbox/outbox.queries.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { findOpenAgency } from '../appointments/index.ts';
import {
  type ApplicationRow,
  deleteDocuments,
  insertApplication,
  listDocumentInfo,
  takeOnboardingNumber,
} from './onboarding.queries.ts';
import { createResumeToken } from './onboarding-access.ts';
import { buildSubmittedAcknowledgment } from './onboarding-message.ts';
import { requireEditable, startOnboardingProcess, transition } from './onboarding-transitions.ts';
import { buildApplicationView } from './onboarding-view.ts';

const rejectField = (field: string, key: string, http = 400): never => {
  const fieldError: FieldError = { field, key };
  throw new AppError(
    { code: key, http },
    { message: `Refused on ${field}: ${key}`, fieldErrors: [fieldError] },
  );
};

export const requireAgency = async (db: AppDb, code: string) =>
  (await findOpenAgency(db, code, {})) ?? rejectField('agencyId', 'invalidSelection');

const identityColumns = (identity: OnboardingIdentity, agencyId: number) => ({
  identificationKind: identity.identificationKind,
  identificationNumber: getIdentificationNumber(identity),
  firstName: identity.firstName,
  lastName: identity.lastName,
  dateOfBirth: identity.dateOfBirth,
  agencyId,
});

/** Creates a draft with the first form; the caller's transaction also consumes the captcha. */
export async function createApplication(
  db: AppTx,
  input: { identity: OnboardingIdentity; kind: 'FULL' | 'FAST'; language: Language; at: Date },
): Promise<{ application: ApplicationRow; resumeToken: string }> {
  const agency = await requireAgency(db, input.identity.agencyId);
  const number = await takeOnboardingNumber(db);
  const { token, tokenHash } = createResumeToken();
  const reference = `ONB-${toTunisTime(input.at).year}-${String(number).padStart(6, '0')}`;
  const process = await startOnboardingProcess(db, reference, input.at);
  const record = await insertApplication(db, {
    reference,
    kind: input.kind,
    processId: process.id,
    tokenHash,
    language: input.language,
    ...identityColumns(input.identity, agency.id),
    createdAt: input.at,
    updatedAt: input.at,
  });
  return { application: { ...record, state: process.state }, resumeToken: token };
}

export async function startApplication(
  db: AppDb,
  captcha: CaptchaSettings,
  input: { identity: OnboardingIdentity; captcha: string; language: Language; at: Date },
): Promise<OnboardingStartResult> {
  return db.transaction(async (tx) => {
    await consumeCaptcha(tx, captcha, input.captcha);
    const created = await createApplication(tx, { ...input, kind: 'FULL' });
    return {
      application: await buildApplicationView(tx, created.application),
      resumeToken: created.resumeToken,
    };
  });
}

/** A changed identity document (kind or number) makes the uploaded pictures of the old one void. */
export async function saveIdentity(
  db: AppTx,
  application: ApplicationRow,
  identity: OnboardingIdentity,
  at: Date,
): Promise<ApplicationRow> {
  requireEditable(application);
  const agency = await requireAgency(db, identity.agencyId);
  const columns = identityColumns(identity, agency.id);
  const isOtherDocument =
    columns.identificationKind !== application.identificationKind ||
    columns.identificationNumber !== application.identificationNumber;
  const cleared = isOtherDocument ? await deleteDocuments(db, application.id) : 0;
  return transition(db, application, 'SAVE_IDENTITY', {
    at,
    changes: columns,
    detail: cleared > 0 ? 'DOCUMENTS_CLEARED' : null,
  });
}

export const acknowledgedOf = async (db: AppDb, application: ApplicationRow, language: Language) => {
  const view = await buildApplicationView(db, application);
  return {
    reference: application.reference,
    firstName: application.firstName,
    email: application.email ?? '',
    agencyName: view.identity.agencyName[language],
  };
};

/** SUBMIT once nothing is missing, with the acknowledgment e-mail in the same transaction. */
export async function submitApplication(
  db: AppTx,
  application: ApplicationRow,
  at: Date,
): Promise<ApplicationRow> {
  requireEditable(application);
  const documents = await listDocumentInfo(db, application.id);
  const missing = getMissingParts({
    kind: application.kind,
    identificationKind: application.identificationKind,
    documentSides: documents.map((document) => document.side),
    isContactVerified: application.contactVerifiedAt !== null,
  });
  if (missing.length > 0) {
    throw new AppError('CONFLICT', {
      message: `Still missing: ${missing.join(', ')}`,
      fieldErrors: missing.map((part) => ({ field: part, key: 'required' })),
    });
  }
  const submitted = await transition(db, application, 'SUBMIT', { at });
  const language = submitted.language;
  await insertOutboxMessage(
    db,
    buildSubmittedAcknowledgment(await acknowledgedOf(db, submitted, language), language),
  );
  return submitted;
}
