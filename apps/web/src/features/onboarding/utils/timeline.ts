/**
 * The milestones of an application's timeline, read from its recorded transitions: started,
 * submitted, documents received, under review, decided (approved or rejected).
 */
import type { OnboardingHistoryEntry, OnboardingStateName } from '@baraka/contracts/onboarding/applications';

export const MILESTONES = ['DRAFT', 'SUBMITTED', 'DOCUMENTS_RECEIVED', 'UNDER_REVIEW', 'DECISION'] as const;
export type Milestone = (typeof MILESTONES)[number];

export type MilestoneView = {
  milestone: Milestone;
  /** When the application got there (ISO), or null if it has not (or went past without it). */
  reachedAt: string | null;
  /** For the decision: which one. */
  decision: 'APPROVED' | 'REJECTED' | null;
};

const milestoneOf = (state: OnboardingStateName): Milestone =>
  state === 'APPROVED' || state === 'REJECTED' ? 'DECISION' : state;

export function buildTimeline(history: readonly OnboardingHistoryEntry[]): {
  milestones: MilestoneView[];
  /** Index of the last milestone reached. */
  active: number;
} {
  const reached = new Map<Milestone, OnboardingHistoryEntry>();
  for (const entry of history) {
    const milestone = milestoneOf(entry.toState);
    if (!reached.has(milestone)) {
      reached.set(milestone, entry);
    }
  }
  const milestones = MILESTONES.map((milestone) => {
    const entry = reached.get(milestone);
    const decision = entry?.toState === 'APPROVED' || entry?.toState === 'REJECTED' ? entry.toState : null;
    return { milestone, reachedAt: entry?.createdAt ?? null, decision };
  });
  const active = milestones.reduce((last, view, index) => (view.reachedAt ? index : last), 0);
  return { milestones, active };
}
