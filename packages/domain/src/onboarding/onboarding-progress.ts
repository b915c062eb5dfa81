/**
 * What an onboarding application still lacks before it can be submitted, and so which step the
 * applicant resumes at. The full path asks for the identity, the documents and a verified phone;
 * the fast path skips the documents (the applicant brings them to the agency).
 */
import type { OnboardingState } from '../processes/onboarding-process.ts';

export const ONBOARDING_KINDS = ['FULL', 'FAST'] as const;
export type OnboardingKind = (typeof ONBOARDING_KINDS)[number];

/** The applicant's steps, in order; the summary is where the application is submitted. */
export const ONBOARDING_STEPS = ['identity', 'documents', 'contact', 'summary'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const DOCUMENT_SIDES = ['FRONT', 'BACK'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

/** Cards have two sides; a passport's photo page and a patente certificate are one page. */
const TWO_SIDED_KINDS: ReadonlySet<string> = new Set(['CIN', 'SEJOUR']);

export function getRequiredDocumentSides(identificationKind: string): readonly DocumentSide[] {
  return TWO_SIDED_KINDS.has(identificationKind) ? DOCUMENT_SIDES : ['FRONT'];
}

export type OnboardingFacts = {
  kind: OnboardingKind;
  identificationKind: string;
  documentSides: readonly string[];
  isContactVerified: boolean;
};

export type MissingPart = 'documents' | 'contact';

/** The parts still missing before SUBMIT, in step order (the identity exists from the start). */
export function getMissingParts(facts: OnboardingFacts): MissingPart[] {
  const missing: MissingPart[] = [];
  const sides = new Set(facts.documentSides);
  const hasDocuments = getRequiredDocumentSides(facts.identificationKind).every((side) => sides.has(side));
  if (facts.kind === 'FULL' && !hasDocuments) {
    missing.push('documents');
  }
  if (!facts.isContactVerified) {
    missing.push('contact');
  }
  return missing;
}

/** Where the applicant picks up: the first missing step, the summary, or nothing left to do. */
export function getResumeStep(state: OnboardingState, facts: OnboardingFacts): OnboardingStep | null {
  if (state !== 'DRAFT') {
    return null;
  }
  const [first] = getMissingParts(facts);
  return first ?? 'summary';
}
