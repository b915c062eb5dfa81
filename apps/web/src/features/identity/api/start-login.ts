/** GET api/oidc/start: the provider's address, the client and the redirect URI (spec §7). */
import type { OidcStart } from '@baraka/contracts/identity/auth';
import { authEndpoints } from '@baraka/contracts/identity/endpoints';
import { call } from '../../../lib/call';

export function fetchLoginStart(): Promise<OidcStart> {
  return call(authEndpoints.oidcStart);
}
