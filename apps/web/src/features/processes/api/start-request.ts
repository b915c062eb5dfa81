/** POST bankerisebpm/process/start: asks for a financing; the request then waits on the bank's review. */
import { processesEndpoints } from '@baraka/contracts/processes/endpoints';
import type { FinancingRequestVariables } from '@baraka/contracts/processes/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function useStartRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: FinancingRequestVariables) =>
      call(processesEndpoints.start, { body: { processName: 'FINANCING_REQUEST', variables } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(processesEndpoints.list) }),
  });
}
