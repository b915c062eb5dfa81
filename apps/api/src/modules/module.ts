/** How a business area plugs its routes into the app: a Fastify plugin given the app's dependencies. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Outbox } from '../adapters/outbox/outbox.ts';
import type { Clock } from '../clock.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Queue } from '../jobs/queue.ts';

/** What route handlers may hand to services; services take these as arguments, never from globals. */
export type AppDeps = {
  config: AppConfig;
  database: Database;
  queue: Pick<Queue, 'isHealthy' | 'send'>;
  /** The time; tests move a manual clock instead of sleeping. */
  clock: Clock;
  /** Where SMS and e-mail go (spec: messages leave through an outbox adapter). */
  outbox: Outbox;
};

/** A module's routes, registered under the /gateway prefix (`api/...` public, `secure/...` signed in). */
export type AppModule = FastifyPluginAsyncZod<AppDeps>;

/** Names the plugin (Fastify's display-name symbol) so registration errors say which module failed. */
export const defineModule = (name: string, plugin: AppModule): AppModule =>
  Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });
