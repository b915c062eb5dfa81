/**
 * Mounts the embedded provider at /idp. Its protocol endpoints get the raw request before Fastify
 * reads the body (the provider parses it itself), with the URL rewritten below the mount point,
 * once every onRequest hook (the rate limit above all) has passed it; the sign-in pages and their
 * assets are ordinary Fastify routes.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyPluginAsync, preParsingAsyncHookHandler } from 'fastify';
import type { Clock } from '../clock.ts';
import { API_SOURCE_DIR } from '../config.ts';
import type { AppDb } from '../db/client.ts';
import { IDP_PATH } from '../identity-config.ts';
import type { IdpProvider } from './idp-provider.ts';
import { registerInteractionRoutes } from './interaction-routes.ts';
import { IDP_ASSETS_PATH } from './views/layout.ts';

export type IdpPluginOptions = { provider: IdpProvider; db: AppDb; clock: Clock; publicUrl: string };

/** The provider's endpoints we expose (everything else under /idp stays a 404 envelope). */
const PROVIDER_ROUTES: ReadonlyArray<{ url: string; methods: ('GET' | 'POST')[] }> = [
  { url: '/.well-known/openid-configuration', methods: ['GET'] },
  { url: '/jwks', methods: ['GET'] },
  { url: '/auth', methods: ['GET', 'POST'] },
  { url: '/auth/:uid', methods: ['GET'] },
  { url: '/token', methods: ['POST'] },
  { url: '/token/revocation', methods: ['POST'] },
  { url: '/me', methods: ['GET', 'POST'] },
  { url: '/session/end', methods: ['GET', 'POST'] },
  { url: '/session/end/confirm', methods: ['POST'] },
  { url: '/session/end/success', methods: ['GET'] },
];

const ASSETS: Record<string, { type: string; body: Buffer }> = {
  'idp.css': {
    type: 'text/css; charset=utf-8',
    body: readFileSync(path.join(API_SOURCE_DIR, 'idp/assets/idp.css')),
  },
  'show-password.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(path.join(API_SOURCE_DIR, 'idp/assets/show-password.js')),
  },
  'logout.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(path.join(API_SOURCE_DIR, 'idp/assets/logout.js')),
  },
};

type MountedRequest = IncomingMessage & { originalUrl?: string };

/** Hands the raw request to the provider, as if it were mounted at /idp (it builds URLs from originalUrl). */
const createHandoff = (provider: IdpProvider): preParsingAsyncHookHandler => {
  const callback = provider.callback() as (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  return async (request, reply, payload) => {
    reply.hijack();
    const raw: MountedRequest = request.raw;
    const url = raw.url ?? '/';
    raw.originalUrl = url;
    raw.url = url.slice(IDP_PATH.length) || '/';
    try {
      await callback(raw, reply.raw);
    } finally {
      raw.url = url;
    }
    return payload;
  };
};

const idpPlugin: FastifyPluginAsync<IdpPluginOptions> = async (app, options) => {
  const { provider } = options;
  // Only the sign-in form posts this media type, and only inside this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const handoff = createHandoff(provider);
  for (const route of PROVIDER_ROUTES) {
    app.route({
      method: route.methods,
      url: `${IDP_PATH}${route.url}`,
      schema: { hide: true },
      // Before the body is read, after the onRequest hooks: the rate limit applies as everywhere.
      preParsing: handoff,
      // Never reached: the provider answers in preParsing.
      handler: async () => undefined,
    });
  }

  app.get(`${IDP_ASSETS_PATH}/:file`, { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const asset = ASSETS[file];
    if (!asset) {
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'public, max-age=3600').type(asset.type).send(asset.body);
  });

  registerInteractionRoutes(app, options);
};

export default idpPlugin;
