/** GET contact_us: the form's limits and attachment rules, and for a customer what the profile fills. */
import type { ContactFormSettings } from '@baraka/contracts/contact';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isSignedIn, useSession } from '../../../lib/session-store';

export const contactSettingsQuery = (userId: string | null) =>
  queryOptions({
    // The answer differs for a visitor and for each customer.
    queryKey: ['contact', 'settings', userId],
    queryFn: ({ signal }) => apiRequest<ContactFormSettings>('contact_us', { signal }),
    staleTime: 5 * 60_000,
  });

export const useContactSettings = () => {
  const session = useSession();
  return useQuery(contactSettingsQuery(isSignedIn(session) ? (session.user?.id ?? 'signed-in') : null));
};
