/** GET api/oidc/start: the provider's address, the client and the redirect URI (spec §7). */
import type { OidcStart } from '@baraka/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

export function fetchLoginStart(): Promise<OidcStart> {
  return apiRequest<OidcStart>('api/oidc/start');
}
