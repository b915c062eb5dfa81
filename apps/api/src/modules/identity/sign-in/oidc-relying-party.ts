/**
 * The API as an OpenID relying party (openid-client): discovers the provider once, exchanges codes
 * with PKCE as the channel's client (the web app's or the mobile app's) and builds the provider's logout address. The embedded provider is reached in process
 * (no network hop, no dependence on how PUBLIC_URL resolves from the server itself), outside the
 * rate limit: the sign-in call that needs it was counted.
 */
import type { Channel } from '@baraka/contracts';
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import { type IdentityConfig, type SignInClient, signInClientOf } from '../../../identity-config.ts';
import { internalCallHeaders } from '../../../plugins/internal-call.ts';

type InjectHeaders = Record<string, string>;

const toHeaders = (raw: Record<string, string | string[] | number | undefined>): Headers => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const item of [value].flat()) {
      if (item !== undefined) {
        headers.append(name, String(item));
      }
    }
  }
  return headers;
};

/** A fetch that answers the embedded provider's URLs through app.inject. */
const createInProcessFetch =
  (app: FastifyInstance, issuer: URL): oidc.CustomFetch =>
  async (url, options) => {
    const target = new URL(url);
    const body = options.body;
    const payload =
      body === undefined || body === null
        ? undefined
        : body instanceof URLSearchParams
          ? body.toString()
          : typeof body === 'string'
            ? body
            : body instanceof ArrayBuffer
              ? Buffer.from(body)
              : body instanceof Uint8Array
                ? Buffer.from(body)
                : undefined;
    const headers: InjectHeaders = { ...options.headers, host: issuer.host, ...internalCallHeaders() };
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: toHeaders(response.headers),
    });
  };

/** The embedded provider builds endpoint URLs from the request; the browser must get the public ones. */
const rebaseEndpoints = (metadata: oidc.ServerMetadata, issuer: URL): oidc.ServerMetadata => {
  const rebased: Record<string, unknown> = { ...metadata };
  for (const [key, value] of Object.entries(metadata)) {
    if (typeof value === 'string' && (key.endsWith('_endpoint') || key === 'jwks_uri')) {
      const url = new URL(value);
      rebased[key] = `${issuer.origin}${url.pathname}${url.search}`;
    }
  }
  return rebased as oidc.ServerMetadata;
};

export type RelyingParty = {
  /** The provider as the channel's client sees it (the web app's or the mobile app's). */
  getConfiguration(channel?: Channel): Promise<oidc.Configuration>;
};

const clientAuthOf = (client: SignInClient) =>
  client.clientSecret ? oidc.ClientSecretBasic(client.clientSecret) : oidc.None();

export const createRelyingParty = (app: FastifyInstance, identity: IdentityConfig): RelyingParty => {
  const issuer = new URL(identity.issuer);
  const isPlainHttp = issuer.protocol === 'http:';
  const webClient = signInClientOf(identity, 'WEB');
  let pending: Promise<oidc.Configuration> | undefined;
  const byChannel = new Map<Channel, oidc.Configuration>();

  const discover = async (): Promise<oidc.Configuration> => {
    if (!identity.isEmbedded) {
      return oidc.discovery(issuer, webClient.clientId, undefined, clientAuthOf(webClient), {
        execute: isPlainHttp ? [oidc.allowInsecureRequests] : [],
      });
    }
    const fetchInProcess = createInProcessFetch(app, issuer);
    const discovered = await oidc.discovery(issuer, webClient.clientId, undefined, clientAuthOf(webClient), {
      [oidc.customFetch]: fetchInProcess,
      execute: [oidc.allowInsecureRequests],
    });
    const config = new oidc.Configuration(
      rebaseEndpoints(discovered.serverMetadata(), issuer),
      webClient.clientId,
      undefined,
      clientAuthOf(webClient),
    );
    config[oidc.customFetch] = fetchInProcess;
    oidc.allowInsecureRequests(config);
    return config;
  };

  /** The same provider (metadata, transport) for another client. */
  const configurationFor = (web: oidc.Configuration, channel: Channel): oidc.Configuration => {
    const client = signInClientOf(identity, channel);
    if (client.clientId === webClient.clientId) {
      return web;
    }
    const config = new oidc.Configuration(
      web.serverMetadata(),
      client.clientId,
      undefined,
      clientAuthOf(client),
    );
    const transport = web[oidc.customFetch];
    if (transport) {
      config[oidc.customFetch] = transport;
    }
    if (identity.isEmbedded || isPlainHttp) {
      oidc.allowInsecureRequests(config);
    }
    return config;
  };

  const getWebConfiguration = () => {
    pending ??= discover().catch((error: unknown) => {
      // A provider that was down must be tried again on the next sign-in.
      pending = undefined;
      throw error;
    });
    return pending;
  };

  return {
    getConfiguration: async (channel = 'WEB') => {
      const web = await getWebConfiguration();
      const known = byChannel.get(channel);
      if (known) {
        return known;
      }
      const config = configurationFor(web, channel);
      byChannel.set(channel, config);
      return config;
    },
  };
};
