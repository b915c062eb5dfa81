/** Wires sign-in into the app: cookies and the access plugin before any route, the provider after. */
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import idpPlugin from '../../idp/idp-plugin.ts';
import { createIdpProvider } from '../../idp/idp-provider.ts';
import { loadIdpSecrets } from '../../idp/idp-secrets.ts';
import { createAccessPlugin } from '../../plugins/access/access.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import type { AppDeps } from '../module.ts';
import { toChallengeDeps } from './challenges/challenge-flow.ts';
import { createSessionAccessOptions } from './session/access-options.ts';
import { getSessionCookiePolicy } from './session/session-cookie.ts';
import authLandingPlugin from './sign-in/auth-landing.ts';

const accessPlugin = createAccessPlugin<AuthContext>((request, auth) => {
  request.auth = auth;
});

/** Before the modules: the access plugin must see every route as it is added. */
export const registerAccess = async (app: FastifyInstance, deps: AppDeps): Promise<void> => {
  await app.register(cookie);
  app.decorateRequest('auth', null);
  await app.register(
    accessPlugin,
    createSessionAccessOptions({
      db: deps.database.db,
      clock: deps.clock,
      cookiePolicy: getSessionCookiePolicy(deps.config.publicUrl),
      challenges: toChallengeDeps(deps),
    }),
  );
};

/** The embedded provider at /idp (unless another provider is configured) and the landing paths. */
export const registerSignInPages = async (app: FastifyInstance, deps: AppDeps): Promise<void> => {
  const { config, database } = deps;
  if (config.identity.isEmbedded) {
    const secrets = await loadIdpSecrets(database.db, config.identity);
    const provider = createIdpProvider({
      db: database.db,
      identity: config.identity,
      publicUrl: config.publicUrl,
      secrets,
      trustProxy: config.trustProxy,
    });
    await app.register(idpPlugin, {
      provider,
      db: database.db,
      clock: deps.clock,
      publicUrl: config.publicUrl,
    });
  }
  await app.register(authLandingPlugin);
};
