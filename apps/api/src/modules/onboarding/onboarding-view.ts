/** What the applicant sees of their application: the stored rows as the contract's view. */
import type {
  IdentificationKind,
  OnboardingApplication,
  OnboardingHistoryEntry,
  OnboardingStateName,
} from '@baraka/contracts';
import { IDENTIFICATION_KINDS } from '@baraka/contracts';
import {
  getMissingParts,
  getRequiredDocumentSides,
  getResumeStep,
  type OnboardingKind,
} from '@baraka/domain';
import type { AppDb } from '../../db/client.ts';
import {
  type ApplicationRow,
  findBranchById,
  type HistoryRow,
  listDocumentInfo,
} from './onboarding.queries.ts';
import { stateOf } from './onboarding-transitions.ts';

const toKind = (value: string): IdentificationKind =>
  (IDENTIFICATION_KINDS as readonly string[]).includes(value) ? (value as IdentificationKind) : 'CIN';

const toIso = (date: Date | null) => (date ? date.toISOString() : null);

export async function buildApplicationView(
  db: AppDb,
  application: ApplicationRow,
): Promise<OnboardingApplication> {
  const [documents, agency] = await Promise.all([
    listDocumentInfo(db, application.id),
    findBranchById(db, application.agencyId),
  ]);
  const state = stateOf(application);
  const kind: OnboardingKind = application.kind;
  const facts = {
    kind,
    identificationKind: application.identificationKind,
    documentSides: documents.map((document) => document.side),
    isContactVerified: application.contactVerifiedAt !== null,
  };
  return {
    applicationId: application.id,
    reference: application.reference,
    kind,
    state,
    resumeStep: getResumeStep(state, facts),
    missing: state === 'DRAFT' ? getMissingParts(facts) : [],
    identity: {
      identificationKind: toKind(application.identificationKind),
      identificationNumber: application.identificationNumber,
      firstName: application.firstName,
      lastName: application.lastName,
      dateOfBirth: application.dateOfBirth,
      agencyId: agency?.code ?? '',
      agencyName: agency?.name ?? { fr: '', en: '', ar: '' },
    },
    requiredSides: [...getRequiredDocumentSides(application.identificationKind)],
    documents: documents.map((document) => ({
      side: document.side,
      contentType: document.contentType as OnboardingApplication['documents'][number]['contentType'],
      byteSize: document.byteSize,
      uploadedAt: document.uploadedAt.toISOString(),
    })),
    contact:
      application.phone && application.email
        ? {
            phone: application.phone,
            email: application.email,
            verifiedAt: toIso(application.contactVerifiedAt),
          }
        : null,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    submittedAt: toIso(application.submittedAt),
    decidedAt: toIso(application.decidedAt),
  };
}

/** A transition of the application's process as the onboarding history shows it: its outcome is the event. */
export const toHistoryEntry = (row: HistoryRow): OnboardingHistoryEntry => ({
  id: Number(row.id),
  event: row.outcome as OnboardingHistoryEntry['event'],
  fromState: row.fromState as OnboardingStateName | null,
  toState: row.toState as OnboardingStateName,
  actor: row.actor === 'BANK' ? 'BANK' : 'APPLICANT',
  detail: row.detail,
  createdAt: row.at.toISOString(),
});
