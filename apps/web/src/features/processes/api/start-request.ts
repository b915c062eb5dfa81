/** POST bankerisebpm/process/start: asks for a financing with its documents; the request then waits on the bank's review. */
import { processesEndpoints } from '@baraka/contracts/processes/endpoints';
import type { FinancingDocuments, FinancingRequestVariables } from '@baraka/contracts/processes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function useStartRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      variables,
      documents,
    }: {
      variables: FinancingRequestVariables;
      documents: FinancingDocuments;
    }) => {
      const started = await call(processesEndpoints.start, {
        body: { processName: 'FINANCING_REQUEST', variables, documents },
      });
      // This variant answers the process it started (the others answer their own receipts).
      if (!('processName' in started)) {
        throw new Error('A financing request is answered with its process');
      }
      return started;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(processesEndpoints.list) }),
  });
}
