/**
 * Registers the route of an endpoint defined in @baraka/contracts: its method and path, its
 * schemas (request validation, answer serialization, the OpenAPI document) and its access. The
 * handler returns the answer's `result`, typed from the definition, and this wraps it in the
 * envelope: a handler that returns the wrong shape does not compile.
 */
import {
  type Endpoint,
  type EndpointAccess,
  envelopeOf,
  type ResultOf,
} from '@baraka/contracts/shared/endpoint';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import type { RouteAccess } from './access/route-access.ts';
import { bool, list, ok } from './envelope.ts';

type Part<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E[K] extends z.ZodType
  ? z.output<E[K]>
  : undefined;

/** The request a handler of this endpoint gets: params, query and body already validated. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Part<E, 'params'>;
  Querystring: Part<E, 'query'>;
  Body: Part<E, 'body'>;
}>;

/**
 * The result to wrap, or the reply itself when the handler sent something else (a file). A file
 * endpoint's result type is `never`: its handler can only return the reply.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ResultOf<E> | FastifyReply>;

/**
 * Route options an endpoint may still need: a larger body, a check before validation, no rate
 * limit for a call polled all the time (health, the development outbox), and the other statuses
 * whose body is the same envelope (a health report's 503).
 */
export type ServeOptions = Pick<RouteShorthandOptions, 'bodyLimit'> & {
  preValidation?: preValidationHookHandler;
  rateLimit?: false;
  sameAnswerOn?: readonly number[];
};

/** The access declaration the access plugin reads, from the endpoint's. */
export const routeAccessOf = (endpoint: Endpoint): RouteAccess => {
  const access: EndpointAccess = endpoint.access;
  const { effect } = endpoint;
  switch (access.auth) {
    case 'public':
      return { auth: 'public', cache: access.cache, effect };
    case 'optional':
      return { auth: 'optional', cache: access.cache, effect };
    case 'session':
      return {
        auth: 'session',
        permission: access.permission,
        allowPending: access.allowPending,
        allowInDemo: access.allowInDemo,
        effect,
      };
  }
};

const wrap = (endpoint: Endpoint, result: unknown) => {
  switch (endpoint.answer.kind) {
    case 'object':
      return ok(result);
    case 'list':
      return list(result as readonly unknown[]);
    case 'one-of':
      return Array.isArray(result) ? list(result) : typeof result === 'boolean' ? bool(result) : ok(result);
    case 'boolean':
      return bool(result as boolean);
    case 'file':
      throw new Error(`${endpoint.method} ${endpoint.path}: a file is sent by its handler`);
  }
};

/**
 * Serves `endpoint` in a module registered under the /gateway prefix. Modules are registered once,
 * so a path served twice is an error Fastify raises at start-up.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  const envelope = envelopeOf(endpoint.answer);
  app.route({
    method: endpoint.method,
    url: `/${endpoint.path}`,
    bodyLimit: options.bodyLimit,
    preValidation: options.preValidation,
    config: {
      access: routeAccessOf(endpoint),
      ...(options.rateLimit === false ? { rateLimit: false } : {}),
    },
    schema: {
      tags: [endpoint.area],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(envelope
        ? {
            response: Object.fromEntries(
              [200, ...(options.sameAnswerOn ?? [])].map((status) => [status, envelope]),
            ),
          }
        : {}),
    },
    handler: async (request, reply) => {
      const result = await handler(request as EndpointRequest<E>, reply);
      // A handler that sent the answer itself returns the reply, a thenable: awaiting it yields
      // nothing once the answer is sent. Nothing more is sent then.
      return result === reply || reply.sent ? reply : wrap(endpoint, result);
    },
  });
}
