/** After a profile change: the profile answer and the session's user (header, menu) follow it. */
import type { UserProfile } from '@baraka/contracts/identity/auth';
import { profileEndpoints } from '@baraka/contracts/identity/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { keyOf } from '../../../lib/call';
import { updateSessionUser } from '../../../lib/session-store';
import { isUniverse } from '../../../lib/theme';

export function applyProfile(queryClient: QueryClient, profile: UserProfile): void {
  queryClient.setQueryData(keyOf(profileEndpoints.profile), profile);
  const universe = profile.bankCustomer.segment.universe;
  updateSessionUser(profile, isUniverse(universe) ? universe : 'start');
}
