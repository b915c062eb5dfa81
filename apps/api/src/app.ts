/** Builds the Fastify app (plugins, modules, web app) without listening; server.ts and tests start it. */
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createOutbox, type Outbox } from './adapters/outbox/outbox.ts';
import { setPdfWorkers } from './adapters/pdf/index.ts';
import { type Clock, systemClock } from './clock.ts';
import { registerAccess, registerSignInPages } from './modules/identity/index.ts';
import { MODULES } from './modules/index.ts';
import type { AppDeps, AppModule } from './modules/module.ts';
import { GATEWAY_PREFIX } from './plugins/api-paths.ts';
import cacheControlPlugin from './plugins/cache-control.ts';
import envelopePlugin from './plugins/envelope.ts';
import errorsPlugin, { sendError } from './plugins/errors/index.ts';
import { buildLoggerOptions, generateRequestId, REQUEST_ID_HEADER } from './plugins/logging.ts';
import notFoundPlugin from './plugins/not-found.ts';
import requestContextPlugin from './plugins/request-context.ts';
import securityPlugin from './plugins/security.ts';
import swaggerPlugin from './plugins/swagger.ts';
import { validatorCompiler } from './plugins/validator-compiler.ts';
import webAppPlugin from './plugins/web-app.ts';

export type BuildAppOptions = Omit<AppDeps, 'clock' | 'outbox'> & {
  /** Defaults to the adapter the configuration names. */
  outbox?: Outbox | undefined;
  /** Defaults to the system clock; tests pass a manual one. */
  clock?: Clock | undefined;
  /** Defaults to the configured level; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Replaces the modules of src/modules (tests of one area). */
  modules?: readonly AppModule[] | undefined;
};

const createFastify = (options: BuildAppOptions) =>
  Fastify({
    logger: options.logger ?? buildLoggerOptions(options.config.logLevel),
    genReqId: generateRequestId,
    trustProxy: options.config.trustProxy,
    // Spec paths are written both ways ("api/product/online/"); a trailing slash must not be a 404.
    routerOptions: { ignoreTrailingSlash: true },
    // Malformed URLs are rejected before routing; they still answer an envelope.
    frameworkErrors: (error, request, reply) => {
      sendError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();

export type App = ReturnType<typeof createFastify>;

export const buildApp = async (options: BuildAppOptions): Promise<App> => {
  const { config, database, queue } = options;
  setPdfWorkers(config.pdfWorkers);
  const app = createFastify(options);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });

  await app.register(errorsPlugin);
  await app.register(requestContextPlugin);
  await app.register(envelopePlugin);
  // Registered before any route: each hooks every route added after it.
  await app.register(securityPlugin, { publicUrl: config.publicUrl, rateLimitMax: config.rateLimitMax });
  await app.register(cacheControlPlugin);
  await app.register(swaggerPlugin);
  await app.register(notFoundPlugin, { webDistDir: config.webDistDir });

  const deps: AppDeps = {
    config,
    database,
    queue,
    clock: options.clock ?? systemClock,
    outbox: options.outbox ?? createOutbox(config.outbox, database.db),
  };
  await registerAccess(app, deps);
  for (const module of options.modules ?? MODULES) {
    await app.register(module, { ...deps, prefix: GATEWAY_PREFIX });
  }
  await registerSignInPages(app, deps);
  await app.register(webAppPlugin, { webDistDir: config.webDistDir });
  return app;
};
