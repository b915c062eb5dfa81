/**
 * The real paths the provider sends the browser back to. A redirect URI cannot carry the web app's
 * #fragment, so these hand the query over to the hash route (`/#/auth/callback?code=...`).
 */
import type { FastifyPluginAsync } from 'fastify';
import { LOGGED_OUT_PATH, LOGIN_CALLBACK_PATH } from '../../../identity-config.ts';

const queryOf = (url: string): string => {
  const index = url.indexOf('?');
  return index >= 0 ? url.slice(index) : '';
};

const authLandingPlugin: FastifyPluginAsync = async (app) => {
  const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
  app.get(LOGIN_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) =>
    reply.headers(noStore).redirect(`/#/auth/callback${queryOf(request.url)}`, 302),
  );
  app.get(LOGGED_OUT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.headers(noStore).redirect('/#/auth/login?loggedOut=true', 302),
  );
};

export default authLandingPlugin;
