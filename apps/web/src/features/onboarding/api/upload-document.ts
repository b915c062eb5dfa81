/**
 * One side of the identity document, sent as its own bytes (typed by the file): the definition has
 * no JSON body to type, so the file goes through the client directly, to the definition's path.
 */

import type { DocumentSideName } from '@baraka/contracts/onboarding/applications';
import { onboardingEndpoints } from '@baraka/contracts/onboarding/endpoints';
import { fillPath, type ResultOf } from '@baraka/contracts/shared/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { StoredApplication } from '../utils/application-store';
import { onboardingKeys, tokenHeaders } from './onboarding-keys';

const { uploadFile } = onboardingEndpoints;

export const uploadDocument = (stored: StoredApplication, side: DocumentSideName, file: File) =>
  apiRequest<ResultOf<typeof uploadFile>>(fillPath(uploadFile.path), {
    method: uploadFile.method,
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
