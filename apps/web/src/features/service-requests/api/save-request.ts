/** Files a complaint, suggestion or e-request; the histories are asked again afterwards. */
import type { CleanAnswers } from '@baraka/contracts/dynamic-forms/form-answers';
import {
  SERVICE_REQUEST_HISTORY,
  serviceRequestsEndpoints,
} from '@baraka/contracts/service-requests/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const saveServiceRequest = (request: { formName: string; answers: CleanAnswers }) =>
  call(serviceRequestsEndpoints.save, { body: request });

export const useSaveServiceRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServiceRequest,
    onSuccess: () =>
      Promise.all(
        Object.values(SERVICE_REQUEST_HISTORY).map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: keyOf(endpoint) }),
        ),
      ),
  });
};
