/** A chequebook order's three steps, each done (with its time), current or still to come. */
import { CHEQUEBOOK_REQUEST_STATUSES, type ChequebookRequest } from '@baraka/contracts/cheques/schemas';

export type RequestStep = {
  status: ChequebookRequest['status'];
  at: string | null;
  isDone: boolean;
};

export function listRequestSteps(request: Pick<ChequebookRequest, 'transitions'>): RequestStep[] {
  return CHEQUEBOOK_REQUEST_STATUSES.map((status) => {
    const at = request.transitions.find((step) => step.status === status)?.at ?? null;
    return { status, at, isDone: at !== null };
  });
}

/** The index of the last step done (the Timeline's `active`). */
export const getActiveStep = (steps: readonly RequestStep[]): number =>
  steps.reduce((last, step, index) => (step.isDone ? index : last), -1);

/** Leaves by state, for a chequebook's summary. */
export function countLeaves(request: Pick<ChequebookRequest, 'leaves'>) {
  const counts = { BLANK: 0, PAID: 0, OPPOSED: 0 };
  for (const leaf of request.leaves) {
    counts[leaf.status] += 1;
  }
  return counts;
}

/** The chequebooks a loss can still be declared on: printed, with a blank leaf left; those in hand first. */
export const listDeclarableBooks = <T extends Pick<ChequebookRequest, 'status' | 'leaves'>>(
  requests: readonly T[],
): T[] =>
  requests
    .filter(
      (request) => request.status !== 'REQUESTED' && request.leaves.some((leaf) => leaf.status === 'BLANK'),
    )
    .sort((a, b) => Number(b.status === 'DELIVERED') - Number(a.status === 'DELIVERED'));
