/** POST declareLoss: a leaf or a whole chequebook declared lost or stolen, at once and for good. */
import { chequesEndpoints } from '@baraka/contracts/cheques/endpoints';
import type { DeclareChequeLossInput } from '@baraka/contracts/cheques/requests';
import type { ChequeOpposition } from '@baraka/contracts/cheques/schemas';
import { call } from '../../../lib/call';

export function declareChequeLoss(declaration: DeclareChequeLossInput): Promise<ChequeOpposition> {
  return call(chequesEndpoints.declareLoss, { body: declaration });
}
