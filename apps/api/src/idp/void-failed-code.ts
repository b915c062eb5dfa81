/**
 * Any failed redemption of an authorization code at the token endpoint (wrong PKCE verifier,
 * redirect URI or client) spends the code. oidc-provider consumes a code only when it issues
 * tokens, so the same code could otherwise be tried again with another verifier.
 */
import type { KoaContextWithOIDC, default as Provider } from 'oidc-provider';

export const voidFailedCodes =
  (provider: Provider) =>
  async (ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> => {
    await next();
    // ctx.oidc exists only on the provider's routes.
    const oidc = ctx.oidc as KoaContextWithOIDC['oidc'] | undefined;
    const params = oidc?.params;
    if (oidc?.route !== 'token' || ctx.status < 400 || params?.grant_type !== 'authorization_code') {
      return;
    }
    if (typeof params.code === 'string') {
      // A spent code is refused as a replay, which also revokes anything issued from its grant.
      const code = await provider.AuthorizationCode.find(params.code, { ignoreExpiration: true });
      await code?.consume();
    }
  };
