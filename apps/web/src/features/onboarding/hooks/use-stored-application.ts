/**
 * The application this browser holds and its current state from the server. A 404 means the id or
 * token is no longer valid: the browser then forgets them.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useApplication } from '../api/get-application';
import { forgetApplication, getStoredApplication, type StoredApplication } from '../utils/application-store';

export function useStoredApplication() {
  const [stored, setStored] = useState<StoredApplication | null>(getStoredApplication);
  const query = useApplication(stored);
  const isForgotten = query.error instanceof ApiError && query.error.httpStatus === 404;
  useEffect(() => {
    if (isForgotten) {
      forgetApplication();
    }
  }, [isForgotten]);
  return { stored, setStored, query, isForgotten };
}
