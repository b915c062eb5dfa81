/**
 * Cache-Control of every API answer, decided once from the route's access rule: reference data
 * (`cache: 'public'`) is kept a minute by any cache unless a session chose the answer; every other
 * answer, a signed-in one above all, and every error or challenge step is never stored.
 */
import { CHALLENGE_HTTP_STATUS } from '@baraka/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSignedIn } from './access/access.ts';
import { isApiPath, isGatewayPath } from './api-paths.ts';

export const NO_STORE = 'no-store';
export const PUBLIC_CACHE = 'public, max-age=60';

/** The request headers a public answer depends on: the channel, and the session where one is read. */
const varyOf = (request: FastifyRequest): string =>
  request.routeOptions.config?.access?.auth === 'optional' ? 'Channel, Authorization, Cookie' : 'Channel';

const isPublicAnswer = (request: FastifyRequest): boolean =>
  request.routeOptions.config?.access?.cache === 'public' && !isSignedIn(request);

const cacheControlPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(request.url)) {
      return payload;
    }
    // A challenge step (202) is a question for this caller at this moment, like an error never kept.
    if (reply.statusCode >= 400 || reply.statusCode === CHALLENGE_HTTP_STATUS) {
      reply.header('cache-control', NO_STORE);
      return payload;
    }
    // The provider at /idp, and routes answering files, say themselves how long to keep them.
    if (!isGatewayPath(request.url) || reply.hasHeader('cache-control')) {
      return payload;
    }
    if (isPublicAnswer(request)) {
      reply.header('cache-control', PUBLIC_CACHE).header('vary', varyOf(request));
    } else {
      reply.header('cache-control', NO_STORE);
    }
    return payload;
  });
};

export default fp(cacheControlPlugin, { name: 'cache-control' });
