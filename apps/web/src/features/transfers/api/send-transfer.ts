/**
 * The order calls (transfer/personal, withinBankTransfer, addwithinbank, localTransfer,
 * internationalTransfer). Sent without a code they answer OTP.300 with the challenge and the
 * quote (own-account transfers book at once); sent again, same body, with `challenge-key` and the
 * confirmation's `Idempotency-Key`, they book once and answer the transfer.
 */
import { transfersEndpoints } from '@baraka/contracts/transfers/endpoints';
import type { TransferDetail } from '@baraka/contracts/transfers/schemas';
import { call } from '../../../lib/call';
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';
import type { TransferRequest } from '../utils/transfer-draft';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

const ORDER_ENDPOINTS = [
  transfersEndpoints.personal,
  transfersEndpoints.withinBank,
  transfersEndpoints.newWithinBank,
  transfersEndpoints.local,
  transfersEndpoints.international,
] as const;

/** The order call named in the request (its path, kept in the browser history with the review). */
const orderEndpointOf = (path: string) => {
  const endpoint = ORDER_ENDPOINTS.find((candidate) => candidate.path === path);
  if (!endpoint) {
    throw new Error(`${path} is not a transfer order call`);
  }
  return endpoint;
};

export function sendTransfer(
  request: Pick<TransferRequest, 'call' | 'body'>,
  idempotencyKey: string,
  challengeKey: string | null,
): Promise<TransferDetail> {
  return call(
    orderEndpointOf(request.call),
    { body: request.body },
    {
      headers: {
        [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
        ...(challengeKey ? { [CHALLENGE_KEY_HEADER]: challengeKey } : {}),
      },
    },
  );
}
