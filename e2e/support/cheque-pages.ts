/** The cheque pages as the browser tests drive them: the chequebook office and the clearing house. */
import { chequesDevEndpoints } from '@baraka/contracts/cheques/endpoints';
import type { Cheque } from '@baraka/contracts/cheques/schemas';
import { callGateway } from './gateway.ts';

/** The seeded customers' dinar main accounts, as the CMC7 line of their cheques carries them. */
export const MAIN_RIBS: Record<string, string> = {
  amina: '32001001234567890151',
  youssef: '32002002345678901230',
};

/** The chequebook office takes an order's next step now; answers the envelope's status code. */
export async function advanceChequebook(reference: string): Promise<string> {
  const answer = await callGateway(chequesDevEndpoints.advanceRequest.path, { body: { reference } });
  return answer.header.statusCode;
}

/** Another bank presents a cheque written on this leaf; answers the cheque, paid or rejected. */
export async function presentCheque(
  username: string,
  checkNumber: string,
  amount: string,
  payee: string,
): Promise<Cheque> {
  const answer = await callGateway<Cheque>(chequesDevEndpoints.present.path, {
    body: { rib: MAIN_RIBS[username], checkNumber, amount, payee },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  return answer.body.result;
}
