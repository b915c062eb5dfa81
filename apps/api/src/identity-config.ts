/**
 * Sign-in settings: which OpenID provider (the embedded one at /idp, or the bank's own), the client
 * the API signs in as, and the embedded provider's keys and extra clients.
 */
import { z } from 'zod';

export const IDP_PATH = '/idp';
export const DEFAULT_CLIENT_ID = 'baraka-web';
/** The Capacitor shells' own client: a native (public) client, PKCE only. */
export const DEFAULT_MOBILE_CLIENT_ID = 'baraka-mobile';
/** The app URL the shells declare (apps/mobile); the system browser comes back to the app through it. */
export const DEFAULT_MOBILE_REDIRECT_URI = 'tn.albaraka.baraka://auth/callback';
/** Real paths, because a redirect URI cannot carry the web app's #fragment. */
export const LOGIN_CALLBACK_PATH = '/auth/callback';
export const LOGGED_OUT_PATH = '/auth/logged-out';

const jsonOf = <T extends z.ZodType>(schema: T) =>
  z.string().transform((text, context): z.infer<T> => {
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      if (parsed.success) {
        return parsed.data;
      }
      context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'invalid value' });
    } catch {
      context.addIssue({ code: 'custom', message: 'not JSON' });
    }
    return z.NEVER;
  });

const privateJwksSchema = z.object({
  keys: z.array(z.looseObject({ kty: z.string(), d: z.string() })).min(1),
});

const clientSchema = z.looseObject({
  client_id: z.string().min(1),
  redirect_uris: z.array(z.url()).min(1),
});

export const identityEnvSchema = z.object({
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).default(DEFAULT_CLIENT_ID),
  OIDC_CLIENT_SECRET: z.string().min(16).optional(),
  OIDC_REDIRECT_URI: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_POST_LOGOUT_REDIRECT_URI: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_MOBILE_CLIENT_ID: z.string().min(1).default(DEFAULT_MOBILE_CLIENT_ID),
  // RFC 8252: a private-use scheme in reverse domain form, or an https App Link / Universal Link.
  MOBILE_REDIRECT_URI: z
    .url({ protocol: /^(https|[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+)$/ })
    .default(DEFAULT_MOBILE_REDIRECT_URI),
  IDP_JWKS: jsonOf(privateJwksSchema).optional(),
  IDP_COOKIE_KEYS: z
    .string()
    .transform((value) => value.split(',').map((key) => key.trim()))
    .pipe(z.array(z.string().min(32)).min(1))
    .optional(),
  IDP_CLIENTS: jsonOf(z.array(clientSchema)).optional(),
});

export type PrivateJwks = z.infer<typeof privateJwksSchema>;
export type ExtraClient = z.infer<typeof clientSchema>;

/** A client the API signs people in as, one per channel. */
export type SignInClient = {
  clientId: string;
  /** Absent: a public client that proves itself with PKCE only. */
  clientSecret: string | undefined;
  redirectUri: string;
};

export type IdentityConfig = {
  /** The provider's issuer identifier. */
  issuer: string;
  /** True when the issuer is the provider mounted at /idp of this API. */
  isEmbedded: boolean;
  clientId: string;
  /** Absent: a public client that proves itself with PKCE only. */
  clientSecret: string | undefined;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** The mobile app's client (`Channel: MOB`): public, redirect URI through the app URL. */
  mobile: SignInClient;
  /** Embedded provider: signing keys; absent means generated once and kept in the database. */
  jwks: PrivateJwks | undefined;
  /** Embedded provider: cookie signing keys; same rule as the signing keys. */
  cookieKeys: string[] | undefined;
  /** Embedded provider: clients besides the web app's own. */
  extraClients: ExtraClient[];
};

export const buildIdentityConfig = (
  vars: z.infer<typeof identityEnvSchema>,
  publicUrl: string,
): IdentityConfig => {
  const embeddedIssuer = `${publicUrl}${IDP_PATH}`;
  const issuer = (vars.OIDC_ISSUER ?? embeddedIssuer).replace(/\/+$/, '');
  return {
    issuer,
    isEmbedded: issuer === embeddedIssuer,
    clientId: vars.OIDC_CLIENT_ID,
    clientSecret: vars.OIDC_CLIENT_SECRET,
    redirectUri: vars.OIDC_REDIRECT_URI ?? `${publicUrl}${LOGIN_CALLBACK_PATH}`,
    postLogoutRedirectUri: vars.OIDC_POST_LOGOUT_REDIRECT_URI ?? `${publicUrl}${LOGGED_OUT_PATH}`,
    mobile: {
      clientId: vars.OIDC_MOBILE_CLIENT_ID,
      clientSecret: undefined,
      redirectUri: vars.MOBILE_REDIRECT_URI,
    },
    jwks: vars.IDP_JWKS,
    cookieKeys: vars.IDP_COOKIE_KEYS,
    extraClients: vars.IDP_CLIENTS ?? [],
  };
};

const LOOPBACKS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the mobile app's logout may end: RFC 8252 lets a native client use plain http on loopback
 * only, and https elsewhere only. The web's logged-out page qualifies on https and on 127.0.0.1;
 * on another plain-http host the mobile client registers none (the provider's own page ends it).
 */
export const mobilePostLogoutRedirectUri = (identity: IdentityConfig): string | null => {
  const { protocol, hostname } = new URL(identity.postLogoutRedirectUri);
  const isLoopback = LOOPBACKS.has(hostname);
  return (protocol === 'http:' && isLoopback) || (protocol === 'https:' && !isLoopback)
    ? identity.postLogoutRedirectUri
    : null;
};

/** The client of a channel: the web app's for WEB, the mobile app's for MOB. */
export const signInClientOf = (identity: IdentityConfig, channel: 'WEB' | 'MOB'): SignInClient =>
  channel === 'MOB'
    ? identity.mobile
    : { clientId: identity.clientId, clientSecret: identity.clientSecret, redirectUri: identity.redirectUri };
