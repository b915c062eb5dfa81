/** One error handler for the whole app: every failure answers an envelope, 5xx details stay in the log. */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toLoggedError } from './logged-error.ts';
import { renderError } from './render-error.ts';

export {
  AppError,
  type AppErrorOptions,
  type CustomCode,
  challengeAnswer,
  isAppError,
} from './app-error.ts';
export { toLoggedError } from './logged-error.ts';

export const sendError = (error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
  const { status, envelope, isServerFault } = renderError(error, request);
  if (isServerFault) {
    request.log.error({ err: toLoggedError(error) }, 'request failed');
  } else {
    request.log.debug({ statusCode: envelope.header.statusCode }, 'request rejected');
  }
  return reply.code(status).type('application/json; charset=utf-8').send(envelope);
};

const errorsPlugin: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
};

export default fp(errorsPlugin, { name: 'errors' });
