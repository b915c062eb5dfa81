/** POST upload-file: one side of the identity document, sent as its own bytes. */
import type { DocumentSideName, OnboardingApplication } from '@baraka/contracts/onboarding-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { StoredApplication } from '../utils/application-store';
import { onboardingKeys, tokenHeaders } from './onboarding-keys';

export const uploadDocument = (stored: StoredApplication, side: DocumentSideName, file: File) =>
  apiRequest<OnboardingApplication>('upload-file', {
    method: 'POST',
    query: { applicationId: stored.applicationId, side },
    body: file,
    headers: tokenHeaders(stored),
  });

export const useUploadDocument = (stored: StoredApplication, side: DocumentSideName) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadDocument(stored, side, file),
    onSuccess: (application) =>
      queryClient.setQueryData(onboardingKeys.application(stored.applicationId), application),
  });
};
