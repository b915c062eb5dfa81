/** POST secure/service-request/save: files a complaint, suggestion or e-request. */
import type { CleanAnswers } from '@baraka/contracts/form-answers';
import type { ServiceRequestReceipt } from '@baraka/contracts/service-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { HISTORY_KEY } from './history';

export const saveServiceRequest = (request: { formName: string; answers: CleanAnswers }) =>
  apiRequest<ServiceRequestReceipt>('secure/service-request/save', { method: 'POST', body: request });

export const useSaveServiceRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServiceRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
  });
};
