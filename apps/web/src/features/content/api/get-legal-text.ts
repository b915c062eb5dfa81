/** GET api/legalNotice, api/privacyPolicy, api/securityMention: the bank's standing texts. */
import type { LegalText, LegalTheme } from '@baraka/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const PATHS: Record<LegalTheme, string> = {
  LEGAL_NOTICE: 'api/legalNotice',
  PRIVACY_POLICY: 'api/privacyPolicy',
  SECURITY_MENTION: 'api/securityMention',
};

export const legalTextQuery = (theme: LegalTheme) =>
  queryOptions({
    queryKey: ['content', 'legal', theme],
    queryFn: ({ signal }) => apiRequest<LegalText>(PATHS[theme], { signal }),
    staleTime: 30 * 60_000,
  });

export function useLegalText(theme: LegalTheme) {
  return useQuery(legalTextQuery(theme));
}
