/** Sign-in and sign-out: code exchange with the provider, then a session of our own. */
import type { Channel, Language, LoginRequest, OidcStart } from '@baraka/contracts';
import * as oidc from 'openid-client';
import type { AppDb } from '../../../db/client.ts';
import {
  type IdentityConfig,
  mobilePostLogoutRedirectUri,
  signInClientOf,
} from '../../../identity-config.ts';
import { AppError } from '../../../plugins/errors/index.ts';
import { findUserById, findUserByUsername } from '../users/users.queries.ts';
import type { RelyingParty } from './oidc-relying-party.ts';

/** Spec §7: scope openid plus offline_access. */
export const LOGIN_SCOPE = 'openid offline_access';

/** Where sign-in starts; the mobile app gets its own client and comes back through its app URL. */
export const startLogin = async (
  rp: RelyingParty,
  identity: IdentityConfig,
  channel: Channel,
): Promise<OidcStart> => {
  const config = await rp.getConfiguration(channel);
  const client = signInClientOf(identity, channel);
  const endpoint = config.serverMetadata().authorization_endpoint;
  if (!endpoint) {
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'The identity provider has no authorization endpoint',
    });
  }
  return {
    authUrl: endpoint,
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    responseType: 'code',
    scope: LOGIN_SCOPE,
    codeChallengeMethod: 'S256',
  };
};

const loginFailed = (message: string, cause?: unknown) => new AppError('LOGIN_FAILED', { message, cause });

/**
 * Exchanges the code (PKCE verifier, exact redirect URI, single use) as the channel's client and
 * answers the verified claims. The app URL is the mobile channel's only, the web address the web's.
 */
export const exchangeCode = async (
  rp: RelyingParty,
  identity: IdentityConfig,
  channel: Channel,
  input: LoginRequest,
) => {
  const client = signInClientOf(identity, channel);
  if (input.redirectUri !== client.redirectUri) {
    const other = signInClientOf(identity, channel === 'MOB' ? 'WEB' : 'MOB');
    throw loginFailed(
      input.redirectUri === other.redirectUri
        ? `redirectUri belongs to the ${channel === 'MOB' ? 'WEB' : 'MOB'} channel, not ${channel}`
        : 'redirectUri is not the registered one',
    );
  }
  const callback = new URL(client.redirectUri);
  callback.searchParams.set('code', input.code);
  if (input.state) {
    callback.searchParams.set('state', input.state);
  }
  if (input.iss) {
    callback.searchParams.set('iss', input.iss);
  }
  const config = await rp.getConfiguration(channel);
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

/** The client an ID token was issued to (its audience): the provider wants the hint and client_id to agree. */
const channelOfIdToken = (identity: IdentityConfig, idToken: string | null, fallback: Channel): Channel => {
  const payload = idToken?.split('.')[1];
  if (!payload) {
    return fallback;
  }
  try {
    const { aud } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud?: unknown };
    const audiences = [aud].flat();
    if (audiences.includes(identity.mobile.clientId)) {
      return 'MOB';
    }
    return audiences.includes(identity.clientId) ? 'WEB' : fallback;
  } catch {
    return fallback;
  }
};

/** The provider's logout page, signed in or not; the hint lets it log out without asking. */
export const buildProviderLogoutUrl = async (
  rp: RelyingParty,
  identity: IdentityConfig,
  idToken: string | null,
  language: Language,
  channel: Channel,
): Promise<string | null> => {
  const tokenChannel = channelOfIdToken(identity, idToken, channel);
  const config = await rp.getConfiguration(tokenChannel);
  if (!config.serverMetadata().end_session_endpoint) {
    return null;
  }
  const postLogout =
    tokenChannel === 'MOB' ? mobilePostLogoutRedirectUri(identity) : identity.postLogoutRedirectUri;
  const parameters: Record<string, string> = {
    client_id: signInClientOf(identity, tokenChannel).clientId,
    ui_locales: language,
    ...(postLogout ? { post_logout_redirect_uri: postLogout } : {}),
  };
  if (idToken) {
    parameters.id_token_hint = idToken;
  }
  return oidc.buildEndSessionUrl(config, parameters).href;
};
