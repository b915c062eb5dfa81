/**
 * The batch being prepared, kept outside the page so nothing typed is lost when the page is drawn
 * again — turning a tablet or narrowing a window switches between the phone and desktop shells —
 * and forgotten when the user signs out. Memory only: payees never go to web storage.
 */
import { useSyncExternalStore } from 'react';
import { isSignedIn, subscribeSession } from '../../../lib/session-store';
import { reduceTable, type TableAction, type TableRow } from '../utils/batch-table';
import type { Submission } from './use-batch-submission';

export type DraftBatch = {
  rows: TableRow[];
  accountId: string | null;
  submission: Submission;
  error: string | null;
};

const EMPTY: DraftBatch = { rows: [], accountId: null, submission: { step: 'rows' }, error: null };

let draft: DraftBatch = EMPTY;
const listeners = new Set<() => void>();

function setDraft(next: DraftBatch): void {
  draft = next;
  for (const listener of listeners) {
    listener();
  }
}

subscribeSession(() => {
  if (!isSignedIn() && draft !== EMPTY) {
    setDraft(EMPTY);
  }
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const read = () => draft;

export const draftActions = {
  dispatch: (action: TableAction) => setDraft({ ...draft, rows: reduceTable(draft.rows, action) }),
  chooseAccount: (accountId: string) => setDraft({ ...draft, accountId }),
  setSubmission: (submission: Submission) => setDraft({ ...draft, submission }),
  setError: (error: string | null) => setDraft({ ...draft, error }),
  /** A new batch from scratch (after one was sent). */
  reset: () => setDraft(EMPTY),
};

export const getDraftBatch = (): DraftBatch => draft;

export function useDraftBatch(): DraftBatch {
  return useSyncExternalStore(subscribe, read, read);
}
