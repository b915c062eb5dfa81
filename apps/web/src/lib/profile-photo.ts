/**
 * The signed-in user's photo as an object URL (the header and the profile page show it): fetched
 * with the session's headers from the address the profile names, which changes with each photo.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequestBlob } from './api-client';

export function useProfilePhoto(photoUri: string | null | undefined): string | null {
  const photo = useQuery({
    queryKey: ['profile-photo', photoUri ?? null],
    queryFn: ({ signal }) => apiRequestBlob(photoUri ?? '', { signal }),
    enabled: Boolean(photoUri),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.data || !photoUri) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(photo.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [photo.data, photoUri]);
  return url;
}
