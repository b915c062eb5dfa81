/** Unknown URLs: an envelope for API paths, the web app's entry page for a browser asking for a page. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from './api-paths.ts';
import { AppError, sendError } from './errors/index.ts';
import { sendWebAppIndex } from './web-app.ts';

export type NotFoundOptions = { webDistDir: string };

const wantsPage = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApiPath(request.url) &&
  (request.headers.accept ?? '').includes('text/html');

const notFoundPlugin: FastifyPluginAsync<NotFoundOptions> = async (app, { webDistDir }) => {
  // Unknown URLs are what scanners hit most: they count against the same per-IP limit as real calls.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    if (wantsPage(request)) {
      return sendWebAppIndex(reply, webDistDir);
    }
    return sendError(
      new AppError('NOT_FOUND', {
        message: `No route for ${request.method} ${request.url.split('?', 1)[0]?.slice(0, 200)}`,
      }),
      request,
      reply,
    );
  });
};

export default fp(notFoundPlugin, { name: 'not-found', dependencies: ['security'] });
