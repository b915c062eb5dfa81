/** A stored document's bytes, shown to the applicant who sent them. */

import type { DocumentSideName } from '@baraka/contracts/onboarding/applications';
import { onboardingEndpoints } from '@baraka/contracts/onboarding/endpoints';
import { fillPath } from '@baraka/contracts/shared/endpoint';
import { useQuery } from '@tanstack/react-query';
import { apiRequestBlob } from '../../../lib/api-client';
import type { StoredApplication } from '../utils/application-store';
import { onboardingKeys, tokenHeaders } from './onboarding-keys';

const { storedFile } = onboardingEndpoints;

export const useDocument = (stored: StoredApplication, side: DocumentSideName, uploadedAt: string) =>
  useQuery({
    queryKey: onboardingKeys.document(stored.applicationId, side, uploadedAt),
    queryFn: ({ signal }) =>
      apiRequestBlob(fillPath(storedFile.path), {
        method: storedFile.method,
        body: { applicationId: stored.applicationId, side },
        headers: tokenHeaders(stored),
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
