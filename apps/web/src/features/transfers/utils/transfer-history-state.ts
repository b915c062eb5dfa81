/**
 * What the form hands to its review step, and the review to its receipt, through the browser
 * history: it survives a reload of the same tab and never reaches the address bar.
 */
import {
  type TransferDetail,
  type TransferQuote,
  transferDetailSchema,
  transferQuoteSchema,
} from '@baraka/contracts/transfers/schemas';
import type { DraftProblems } from './draft-validation';
import { readDraft, type TransferDraft, type TransferRequest } from './transfer-draft';
import type { OrderType } from './transfer-types';

export type ReviewState = {
  draft: TransferDraft;
  request: TransferRequest;
  quote: TransferQuote;
  quotedAt: number;
};
export type ReceiptState = { receipt: TransferDetail; draft: TransferDraft };

type Candidate = Partial<
  Record<'draft' | 'request' | 'quote' | 'quotedAt' | 'receipt' | 'problems', unknown>
> | null;

const asCandidate = (value: unknown): Candidate =>
  typeof value === 'object' && value !== null ? (value as Candidate) : null;

const hasCall = (value: unknown): value is TransferRequest =>
  typeof (value as Partial<TransferRequest> | null)?.call === 'string' &&
  typeof (value as Partial<TransferRequest>).body === 'object';

export function readReviewState(value: unknown, type: OrderType): ReviewState | null {
  const candidate = asCandidate(value);
  const draft = readDraft(candidate?.draft, type);
  const quote = transferQuoteSchema.safeParse(candidate?.quote);
  if (!draft || !hasCall(candidate?.request) || !quote.success || quote.data.type !== type) {
    return null;
  }
  const quotedAt = typeof candidate?.quotedAt === 'number' ? candidate.quotedAt : 0;
  return { draft, request: candidate.request, quote: quote.data, quotedAt };
}

export function readReceiptState(value: unknown, type: OrderType): ReceiptState | null {
  const candidate = asCandidate(value);
  const draft = readDraft(candidate?.draft, type);
  const receipt = transferDetailSchema.safeParse(candidate?.receipt);
  return draft && receipt.success ? { receipt: receipt.data, draft } : null;
}

export type FormState = { draft: TransferDraft; problems: DraftProblems };

/** The draft to fill the form with when coming back from the review ("modify"), and what the bank refused. */
export function readFormState(value: unknown, type: OrderType): FormState | null {
  const candidate = asCandidate(value);
  const draft = readDraft(candidate?.draft, type);
  if (!draft) {
    return null;
  }
  const problems =
    typeof candidate?.problems === 'object' && candidate.problems !== null ? candidate.problems : {};
  return { draft, problems: problems as DraftProblems };
}
