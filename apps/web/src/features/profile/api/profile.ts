/** GET secure/api/user/profile: the signed-in user's profile (spec §3 "User profile"). */

import type { UserProfile } from '@baraka/contracts/identity/auth';
import { profileEndpoints } from '@baraka/contracts/identity/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
  return call(profileEndpoints.profile, {}, { signal });
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: keyOf(profileEndpoints.profile), queryFn: ({ signal }) => fetchProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
