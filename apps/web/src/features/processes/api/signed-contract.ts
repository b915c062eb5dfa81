/** POST dematrust/dema_trust on a signed request: the contract sealed by the bank, saved under its name. */
import { processesEndpoints } from '@baraka/contracts/processes/endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { savePdf } from '../../../lib/pdf-data-url';

export function useSignedContract() {
  return useMutation({
    mutationFn: async (processId: string) =>
      savePdf(await call(processesEndpoints.eSignature, { body: { processId } })),
  });
}
