/** The bank's standing texts: legal notice, privacy policy, security advice. */
import { LEGAL_TEXT_ENDPOINTS } from '@baraka/contracts/content/endpoints';
import type { LegalTheme } from '@baraka/contracts/content/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const legalTextQuery = (theme: LegalTheme) =>
  queryOptions({
    queryKey: keyOf(LEGAL_TEXT_ENDPOINTS[theme]),
    queryFn: ({ signal }) => call(LEGAL_TEXT_ENDPOINTS[theme], {}, { signal }),
    staleTime: 30 * 60_000,
  });

export function useLegalText(theme: LegalTheme) {
  return useQuery(legalTextQuery(theme));
}
