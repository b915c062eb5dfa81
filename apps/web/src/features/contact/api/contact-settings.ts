/** The contact form's limits and attachment rules, and for a customer what the profile fills. */
import { contactEndpoints } from '@baraka/contracts/contact/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';
import { isSignedIn, useSession } from '../../../lib/session-store';

export const contactSettingsQuery = (userId: string | null) =>
  queryOptions({
    // The answer differs for a visitor and for each customer.
    queryKey: [...keyOf(contactEndpoints.settings), userId],
    queryFn: ({ signal }) => call(contactEndpoints.settings, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const useContactSettings = () => {
  const session = useSession();
  return useQuery(contactSettingsQuery(isSignedIn(session) ? (session.user?.id ?? 'signed-in') : null));
};
