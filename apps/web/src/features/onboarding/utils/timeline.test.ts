import type { OnboardingHistoryEntry } from '@baraka/contracts/onboarding/applications';
import { describe, expect, it } from 'vitest';
import { buildTimeline } from './timeline';

let id = 0;
const entry = (
  event: OnboardingHistoryEntry['event'],
  fromState: OnboardingHistoryEntry['fromState'],
  toState: OnboardingHistoryEntry['toState'],
): OnboardingHistoryEntry => {
  id += 1;
  return {
    id,
    event,
    fromState,
    toState,
    actor: 'APPLICANT',
    detail: null,
    createdAt: `2026-03-0${id}T10:00:00.000Z`,
  };
};

describe('onboarding timeline', () => {
  it('marks each milestone when the application first reached it', () => {
    const { milestones, active } = buildTimeline([
      entry('START', null, 'DRAFT'),
      entry('ADD_DOCUMENT', 'DRAFT', 'DRAFT'),
      entry('SUBMIT', 'DRAFT', 'SUBMITTED'),
    ]);
    expect(active).toBe(1);
    expect(milestones.map((view) => view.reachedAt !== null)).toEqual([true, true, false, false, false]);
    expect(milestones[0]?.reachedAt).toBe('2026-03-01T10:00:00.000Z');
  });

  it('ends on the decision, even when the bank rejected before the review', () => {
    const { milestones, active } = buildTimeline([
      entry('START', null, 'DRAFT'),
      entry('SUBMIT', 'DRAFT', 'SUBMITTED'),
      entry('REJECT', 'SUBMITTED', 'REJECTED'),
    ]);
    expect(active).toBe(4);
    expect(milestones[4]).toMatchObject({ milestone: 'DECISION', decision: 'REJECTED' });
    expect(milestones[3]?.reachedAt).toBeNull();
  });
});
