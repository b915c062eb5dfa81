/** POST upload-file-static: a stored document's bytes, shown to the applicant who sent them. */
import type { DocumentSideName } from '@baraka/contracts/onboarding-calls';
import { useQuery } from '@tanstack/react-query';
import { apiRequestBlob } from '../../../lib/api-client';
import type { StoredApplication } from '../utils/application-store';
import { onboardingKeys, tokenHeaders } from './onboarding-keys';

export const useDocument = (stored: StoredApplication, side: DocumentSideName, uploadedAt: string) =>
  useQuery({
    queryKey: onboardingKeys.document(stored.applicationId, side, uploadedAt),
    queryFn: ({ signal }) =>
      apiRequestBlob('upload-file-static', {
        method: 'POST',
        body: { applicationId: stored.applicationId, side },
        headers: tokenHeaders(stored),
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
