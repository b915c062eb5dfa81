/**
 * The confirmation flow of a batch: sent without a code it comes back as OTP.300 with the review;
 * the validated code's key and one Idempotency-Key (kept for retries) then record it. Rows the
 * bank refuses go back to the table by their index; a changed list voids the code.
 */
import { bulkTransfersEndpoints } from '@baraka/contracts/bulk-transfers/endpoints';
import type {
  BulkBatchDetail,
  BulkTransferChallenge,
  MultipleTransferRequest,
} from '@baraka/contracts/bulk-transfers/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountsQueryOptions } from '../../../api/accounts';
import { transferConfigQuery } from '../../../api/transfer-config';
import { ApiError } from '../../../lib/api-error';
import { keyOf } from '../../../lib/call';
import { createUuid } from '../../../lib/random';
import { useTranslation } from '../../../lib/use-translation';
import { readBatchChallenge, sendMultipleTransfer } from '../api/multiple-transfer';
import { type RowErrors, toRowField } from '../utils/row-rules';
import { draftActions, useDraftBatch } from './use-draft-batch';

export type Submission =
  | { step: 'rows' }
  | {
      step: 'review';
      body: MultipleTransferRequest;
      challenge: BulkTransferChallenge;
      idempotencyKey: string;
      /** Set once the code is validated: a retry sends the batch again without a new code. */
      verifiedKey: string | null;
    }
  | { step: 'done'; batch: BulkBatchDetail };

const ROW_FIELD = /^rows\.(\d+)\.(.+)$/;

/** Refusals of a whole batch, said in this area's words. */
const OWN_MESSAGES: Record<string, string> = {
  'TRANSFER.DAILY_LIMIT_EXCEEDED': 'errors.DAILY_LIMIT_EXCEEDED',
  'LEDGER.INSUFFICIENT_FUNDS': 'errors.INSUFFICIENT_FUNDS',
  'CHALLENGE.EXPIRED': 'errors.CHALLENGE_EXPIRED',
};

/** The server's refusals per row index, as the table's fields. */
export function readRowErrors(error: unknown): Map<number, RowErrors> {
  const byRow = new Map<number, RowErrors>();
  if (!(error instanceof ApiError)) {
    return byRow;
  }
  for (const item of error.fieldErrors) {
    const match = ROW_FIELD.exec(item.field);
    const field = match ? toRowField(match[2] ?? '') : undefined;
    if (match && field) {
      const index = Number(match[1]);
      const errors = byRow.get(index) ?? {};
      errors[field] ??= { key: item.key, ...(item.params ? { params: item.params } : {}) };
      byRow.set(index, errors);
    }
  }
  return byRow;
}

/** The flow's state lives in the draft store (use-draft-batch.ts), so a redrawn page resumes it. */
export function useBatchSubmission() {
  const { t } = useTranslation('bulkTransfers');
  const queryClient = useQueryClient();
  const { submission, error } = useDraftBatch();
  const { setError } = draftActions;
  // Each step starts at the top: the review and the confirmation are long on a phone.
  const setSubmission = (next: Submission) => {
    draftActions.setSubmission(next);
    window.scrollTo({ top: 0 });
  };
  const onRowErrors = (errors: Map<number, RowErrors>) =>
    draftActions.dispatch({ type: 'serverErrors', errors });
  const [isBusy, setIsBusy] = useState(false);

  const describe = (caught: unknown): string => {
    const own = caught instanceof ApiError ? OWN_MESSAGES[caught.code] : undefined;
    if (own) {
      return t(own);
    }
    return caught instanceof Error ? caught.message : String(caught);
  };

  const finish = (batch: BulkBatchDetail) => {
    setSubmission({ step: 'done', batch });
    void queryClient.invalidateQueries({ queryKey: accountsQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: keyOf(bulkTransfersEndpoints.list) });
    void queryClient.invalidateQueries({ queryKey: keyOf(bulkTransfersEndpoints.one) });
    void queryClient.invalidateQueries({ queryKey: transferConfigQuery.queryKey });
  };

  const run = (call: () => Promise<void>) => {
    setIsBusy(true);
    setError(null);
    void call().finally(() => setIsBusy(false));
  };

  const start = (body: MultipleTransferRequest) =>
    run(() =>
      sendMultipleTransfer(body).then(finish, (caught: unknown) => {
        const challenge = readBatchChallenge(caught);
        if (challenge) {
          setSubmission({ step: 'review', body, challenge, idempotencyKey: createUuid(), verifiedKey: null });
          return;
        }
        const rowErrors = readRowErrors(caught);
        if (rowErrors.size > 0) {
          onRowErrors(rowErrors);
          setError(t('add.rowsRefused'));
          return;
        }
        setError(describe(caught));
      }),
    );

  const confirm = (challengeKey: string) => {
    if (submission.step !== 'review') {
      return;
    }
    const current = { ...submission, verifiedKey: challengeKey };
    setSubmission(current);
    run(() =>
      sendMultipleTransfer(current.body, { challengeKey, idempotencyKey: current.idempotencyKey }).then(
        finish,
        (caught: unknown) => {
          const challenge = readBatchChallenge(caught);
          if (challenge) {
            setSubmission({ ...current, challenge, verifiedKey: null });
            return;
          }
          if (caught instanceof ApiError && caught.httpStatus === 410) {
            setSubmission({ step: 'rows' });
          }
          setError(describe(caught));
        },
      ),
    );
  };

  const back = () => {
    setSubmission({ step: 'rows' });
    setError(null);
  };

  return { submission, error, isBusy, start, confirm, back };
}
