import { describe, expect, it } from 'vitest';
import { countLeaves, getActiveStep, listDeclarableBooks, listRequestSteps } from './request-steps';

const leaf = (number: string, status: 'BLANK' | 'PAID' | 'OPPOSED') => ({ number, status, opposedAt: null });

describe('a chequebook order’s steps and leaves', () => {
  it('marks the steps taken with their time, in order', () => {
    const steps = listRequestSteps({
      transitions: [
        { status: 'REQUESTED', at: '2026-11-20T09:00:00Z' },
        { status: 'PRINTED', at: '2026-11-22T09:00:00Z' },
      ],
    });
    expect(steps.map((step) => [step.status, step.isDone])).toEqual([
      ['REQUESTED', true],
      ['PRINTED', true],
      ['DELIVERED', false],
    ]);
    expect(getActiveStep(steps)).toBe(1);
    expect(getActiveStep(listRequestSteps({ transitions: [] }))).toBe(-1);
  });

  it('counts leaves and offers only printed books with a blank leaf for a declaration', () => {
    const books = [
      { id: 'a', status: 'REQUESTED' as const, leaves: [] },
      {
        id: 'b',
        status: 'DELIVERED' as const,
        leaves: [leaf('5000001', 'PAID'), leaf('5000002', 'OPPOSED')],
      },
      { id: 'c', status: 'PRINTED' as const, leaves: [leaf('5000003', 'BLANK'), leaf('5000004', 'PAID')] },
      { id: 'd', status: 'DELIVERED' as const, leaves: [leaf('5000005', 'BLANK')] },
    ];
    expect(countLeaves(books[1] ?? { leaves: [] })).toEqual({ BLANK: 0, PAID: 1, OPPOSED: 1 });
    // The chequebooks in hand come first: those are the ones lost or stolen most often.
    expect(listDeclarableBooks(books).map((book) => book.id)).toEqual(['d', 'c']);
  });
});
