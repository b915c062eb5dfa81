/**
 * The embedded OpenID provider (oidc-provider): authorization code flow with PKCE S256 only, exact
 * redirect URIs (the web app's, and the mobile app's URL for its native client), single-use codes living one minute (a failed redemption spends one too), our own
 * localized pages, data in PostgreSQL.
 */
import type { KoaContextWithOIDC, ClientMetadata as ProviderClientMetadata } from 'oidc-provider';
import Provider from 'oidc-provider';
import type { AppDb } from '../db/client.ts';
import { IDP_PATH, type IdentityConfig, mobilePostLogoutRedirectUri } from '../identity-config.ts';
import { findUserById } from '../modules/identity/users/users.queries.ts';
import { createAdapterFactory } from './idp-adapter.ts';
import type { IdpSecrets } from './idp-secrets.ts';
import { renderErrorPage, renderLoggedOutPage, renderLogoutPage } from './views/message-page.ts';
import { isParamTrue, pickLanguage } from './views/page-language.ts';
import { voidFailedCodes } from './void-failed-code.ts';

export const INTERACTION_PATH = `${IDP_PATH}/interaction`;
export const SCOPES = ['openid', 'offline_access', 'profile', 'email', 'phone'];

/** Spec §7 sends these with the authorization request; the sign-in page honours them. */
export const EXTRA_PARAMS = ['locale', 'darkMode', 'fip'] as const;

const TTL = {
  AuthorizationCode: 60,
  AccessToken: 10 * 60,
  IdToken: 60 * 60,
  Interaction: 15 * 60,
  Session: 12 * 60 * 60,
  Grant: 12 * 60 * 60,
  RefreshToken: 12 * 60 * 60,
} as const;

export type IdpProviderOptions = {
  db: AppDb;
  identity: IdentityConfig;
  publicUrl: string;
  secrets: IdpSecrets;
  trustProxy: boolean;
};

const buildClients = (identity: IdentityConfig): ProviderClientMetadata[] => [
  {
    client_id: identity.clientId,
    ...(identity.clientSecret
      ? { client_secret: identity.clientSecret, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
    redirect_uris: [identity.redirectUri],
    post_logout_redirect_uris: [identity.postLogoutRedirectUri],
    grant_types: ['authorization_code'],
    response_types: ['code'],
  },
  // RFC 8252: a native client may come back through its own URL scheme; it holds no secret, so
  // PKCE S256 (required for every client) is what ties the code to the app that asked for it.
  {
    client_id: identity.mobile.clientId,
    application_type: 'native',
    token_endpoint_auth_method: 'none',
    redirect_uris: [identity.mobile.redirectUri],
    post_logout_redirect_uris: [mobilePostLogoutRedirectUri(identity)].filter((uri) => uri !== null),
    grant_types: ['authorization_code'],
    response_types: ['code'],
  },
  ...(identity.extraClients as ProviderClientMetadata[]),
];

const stringParam = (ctx: KoaContextWithOIDC, name: string): string | undefined => {
  const value = ctx.oidc?.params?.[name];
  return typeof value === 'string' ? value : undefined;
};

const pageLanguageOf = (ctx: KoaContextWithOIDC) =>
  pickLanguage([stringParam(ctx, 'locale'), stringParam(ctx, 'ui_locales'), ctx.get('accept-language')]);

/** Claims the provider may release about a user (the API itself only needs `sub`). */
const findAccount = (db: AppDb) => async (_ctx: KoaContextWithOIDC, sub: string) => {
  const record = await findUserById(db, sub);
  if (!record) {
    return undefined;
  }
  const { user } = record;
  return {
    accountId: user.id,
    claims: () => ({
      sub: user.id,
      preferred_username: user.username,
      name: `${user.firstName} ${user.lastName}`,
      given_name: user.firstName,
      family_name: user.lastName,
      locale: user.language,
      ...(user.email ? { email: user.email, email_verified: true } : {}),
      ...(user.phoneNumber ? { phone_number: user.phoneNumber, phone_number_verified: true } : {}),
    }),
  };
};

export const createIdpProvider = ({ db, identity, publicUrl, secrets, trustProxy }: IdpProviderOptions) => {
  const provider = new Provider(identity.issuer, {
    adapter: createAdapterFactory(db),
    clients: buildClients(identity),
    jwks: secrets.jwks,
    cookies: {
      keys: secrets.cookieKeys,
      names: { session: 'idp_session', interaction: 'idp_interaction', resume: 'idp_resume' },
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    findAccount: findAccount(db),
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username', 'locale'],
      email: ['email', 'email_verified'],
      phone: ['phone_number', 'phone_number_verified'],
    },
    scopes: SCOPES,
    responseTypes: ['code'],
    pkce: { required: () => true },
    extraParams: [...EXTRA_PARAMS],
    clientBasedCORS: () => false,
    ttl: TTL,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage({
            language: pageLanguageOf(ctx),
            isDark: false,
            form,
            isAutomatic: ctx.oidc.entities.IdTokenHint !== undefined,
          });
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = renderLoggedOutPage({
            language: pageLanguageOf(ctx),
            isDark: false,
            backHref: `${publicUrl}/`,
          });
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}/${interaction.uid}` },
    // The product's own apps are first-party: signing in is consent enough, no consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) {
        return undefined;
      }
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        return ctx.oidc.provider.Grant.find(grantId);
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage({
        language: pageLanguageOf(ctx),
        isDark: isParamTrue(stringParam(ctx, 'darkMode')),
        backHref: `${publicUrl}/`,
        code: out.error,
      });
    },
  });
  provider.proxy = trustProxy;
  provider.use(voidFailedCodes(provider));
  return provider;
};

export type IdpProvider = ReturnType<typeof createIdpProvider>;
