import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_STATES } from '../processes/onboarding-process.ts';
import { checkDateOfBirth } from './date-of-birth.ts';
import {
  DOCUMENT_SIDES,
  getMissingParts,
  getRequiredDocumentSides,
  getResumeStep,
  ONBOARDING_KINDS,
  type OnboardingFacts,
} from './onboarding-progress.ts';

const facts = (overrides: Partial<OnboardingFacts> = {}): OnboardingFacts => ({
  kind: 'FULL',
  identificationKind: 'CIN',
  documentSides: [],
  isContactVerified: false,
  ...overrides,
});

describe('onboarding progress', () => {
  it('asks a CIN for both sides and a passport for its photo page only', () => {
    expect(getRequiredDocumentSides('CIN')).toEqual(['FRONT', 'BACK']);
    expect(getRequiredDocumentSides('SEJOUR')).toEqual(['FRONT', 'BACK']);
    expect(getRequiredDocumentSides('nDePasseport')).toEqual(['FRONT']);
    expect(getMissingParts(facts({ documentSides: ['FRONT'] }))).toEqual(['documents', 'contact']);
    expect(getMissingParts(facts({ identificationKind: 'nDePasseport', documentSides: ['FRONT'] }))).toEqual([
      'contact',
    ]);
  });

  it('resumes at the first missing step, then the summary, and nowhere once submitted', () => {
    expect(getResumeStep('DRAFT', facts())).toBe('documents');
    expect(getResumeStep('DRAFT', facts({ documentSides: ['FRONT', 'BACK'] }))).toBe('contact');
    expect(getResumeStep('DRAFT', facts({ documentSides: ['BACK', 'FRONT'], isContactVerified: true }))).toBe(
      'summary',
    );
    expect(getResumeStep('DRAFT', facts({ kind: 'FAST', isContactVerified: true }))).toBe('summary');
  });

  it('has nothing missing exactly when the summary is the resume step', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ONBOARDING_KINDS),
        fc.constantFrom('CIN', 'PATENTE', 'SEJOUR', 'nDePasseport'),
        fc.subarray([...DOCUMENT_SIDES]),
        fc.boolean(),
        fc.constantFrom(...ONBOARDING_STATES),
        (kind, identificationKind, documentSides, isContactVerified, state) => {
          const current = { kind, identificationKind, documentSides, isContactVerified };
          const step = getResumeStep(state, current);
          if (state !== 'DRAFT') {
            expect(step).toBeNull();
            return;
          }
          expect(step === 'summary').toBe(getMissingParts(current).length === 0);
          if (kind === 'FAST') {
            expect(getMissingParts(current)).not.toContain('documents');
          }
        },
      ),
    );
  });
});

describe('date of birth', () => {
  const today = new Date('2026-03-02T08:00:00Z');
  it('takes 18 years to the day, refuses later dates and impossible ones', () => {
    expect(checkDateOfBirth('2008-03-02', today)).toBeNull();
    expect(checkDateOfBirth('2008-03-03', today)).toBe('underAge');
    expect(checkDateOfBirth('2030-01-01', today)).toBe('underAge');
    expect(checkDateOfBirth('1990-02-30', today)).toBe('date');
    expect(checkDateOfBirth('1890-01-01', today)).toBe('date');
  });
});
