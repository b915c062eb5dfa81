/** Sign-in and sign-out: code exchange with the provider, then a session of our own. */
import type { Channel, Language, LoginRequest, OidcStart } from '@baraka/contracts';
import * as oidc from 'openid-client';
import type { AppDb } from '../../../db/client.ts';
import type { IdentityConfig } from '../../../identity-config.ts';
import { AppError } from '../../../plugins/errors/index.ts';
import { findUserById, findUserByUsername } from '../users/users.queries.ts';
import type { RelyingParty } from './oidc-relying-party.ts';

/** Spec §7: scope openid plus offline_access. */
export const LOGIN_SCOPE = 'openid offline_access';

export const startLogin = async (rp: RelyingParty, identity: IdentityConfig): Promise<OidcStart> => {
  const config = await rp.getConfiguration();
  const endpoint = config.serverMetadata().authorization_endpoint;
  if (!endpoint) {
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'The identity provider has no authorization endpoint',
    });
  }
  return {
    authUrl: endpoint,
    client_id: identity.clientId,
    redirect_uri: identity.redirectUri,
    responseType: 'code',
    scope: LOGIN_SCOPE,
    codeChallengeMethod: 'S256',
  };
};

const loginFailed = (message: string, cause?: unknown) => new AppError('LOGIN_FAILED', { message, cause });

/** Exchanges the code (PKCE verifier, exact redirect URI, single use) and answers the verified claims. */
export const exchangeCode = async (rp: RelyingParty, identity: IdentityConfig, input: LoginRequest) => {
  if (input.redirectUri !== identity.redirectUri) {
    throw loginFailed('redirectUri is not the registered one');
  }
  const callback = new URL(identity.redirectUri);
  callback.searchParams.set('code', input.code);
  if (input.state) {
    callback.searchParams.set('state', input.state);
  }
  if (input.iss) {
    callback.searchParams.set('iss', input.iss);
  }
  const config = await rp.getConfiguration();
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: input.codeVerifier,
      expectedState: input.state,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims || !tokens.id_token) {
      throw new Error('no ID token');
    }
    const username = typeof claims.preferred_username === 'string' ? claims.preferred_username : null;
    return { subject: claims.sub, username, idToken: tokens.id_token };
  } catch (error) {
    throw loginFailed('The authorization code was refused', error);
  }
};

/** The embedded provider's subject is our user id; another provider is matched by username. */
export const findSignedInUser = async (db: AppDb, subject: string, username: string | null) =>
  (await findUserById(db, subject)) ?? (username ? await findUserByUsername(db, username) : undefined);

export type LoginContext = {
  rp: RelyingParty;
  channel: Channel;
};

/** The provider's logout page, signed in or not; the hint lets it log out without asking. */
export const buildProviderLogoutUrl = async (
  rp: RelyingParty,
  identity: IdentityConfig,
  idToken: string | null,
  language: Language,
): Promise<string | null> => {
  const config = await rp.getConfiguration();
  if (!config.serverMetadata().end_session_endpoint) {
    return null;
  }
  const parameters: Record<string, string> = {
    client_id: identity.clientId,
    post_logout_redirect_uri: identity.postLogoutRedirectUri,
    ui_locales: language,
  };
  if (idToken) {
    parameters.id_token_hint = idToken;
  }
  return oidc.buildEndSessionUrl(config, parameters).href;
};
