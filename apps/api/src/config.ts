/** Reads the API's configuration from the environment, once, with clear errors. */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { buildIdentityConfig, type IdentityConfig, identityEnvSchema } from './identity-config.ts';
import { buildOutboxConfig, type OutboxConfig, outboxEnvSchema } from './outbox-config.ts';

/** The repository root: relative paths in the environment mean the same thing wherever npm starts us. */
// Three levels up both from this file (apps/api/src) and from the built server (apps/api/dist).
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The API's sources, where its migrations and static assets live whether it runs from source or built. */
export const API_SOURCE_DIR = path.join(REPO_ROOT, 'apps/api/src');

/** A PGlite directory meaning "keep the database in memory" (tests). */
export const MEMORY_DATABASE = 'memory://';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const baseEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  DATA_DIR: z.string().min(1).default('./var'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  // Behind a load balancer the client address comes from X-Forwarded-For; off unless asked for.
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // Map tiles of the branch locator: a {z}/{x}/{y} template ({s} for sub-domains), served to the web app.
  MAP_TILE_URL: z
    .string()
    .regex(
      /^(https?:\/\/|\/)[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/,
      'must be a tile template with {z}, {x} and {y}',
    )
    .default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
  // Signs captcha challenges; unset, one is generated once and kept in the database.
  CAPTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  // Highest counter a visitor's browser may have to try: the captcha's work (about a second at 50 000).
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  // Spec §6 offers adding national and within-bank payees only; the bank may open international ones.
  INTERNATIONAL_BENEFICIARY_ADD_ENABLED: z.enum(['true', 'false']).default('false'),
  // Threads rendering PDFs; unset, one per core but one (at least one, at most two).
  PDF_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
});

const envSchema = baseEnvSchema.extend(identityEnvSchema.shape).extend(outboxEnvSchema.shape);

export type NodeEnv = z.infer<typeof envSchema>['NODE_ENV'];
export type LogLevel = (typeof LOG_LEVELS)[number];

export type AppConfig = {
  port: number;
  host: string;
  /** Set: node-postgres against this server. Unset: embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Absolute directory of the embedded database, or MEMORY_DATABASE. */
  pgliteDir: string;
  publicUrl: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  webDistDir: string;
  rateLimitMax: number;
  trustProxy: boolean;
  mapTileUrl: string;
  mapAttribution: string;
  /** Sign-in: the OpenID provider, the API's client and the embedded provider's secrets. */
  identity: IdentityConfig;
  /** Where SMS and e-mail go. */
  outbox: OutboxConfig;
  captchaHmacKey: string | undefined;
  captchaMaxCounter: number;
  /** Whether customers may add international payees (editing and deleting them is always offered). */
  internationalBeneficiaryAddEnabled: boolean;
  /** Worker threads rendering PDFs off the event loop. */
  pdfWorkers: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const resolveFromRoot = (value: string): string => path.resolve(REPO_ROOT, value);

/** Unset and empty are the same thing in a shell or a compose file. */
const dropEmpty = (env: NodeJS.ProcessEnv): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );

const buildOutboxConfigOrFail = (vars: Parameters<typeof buildOutboxConfig>[0]): OutboxConfig => {
  try {
    return buildOutboxConfig(vars);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${(error as Error).message}`);
  }
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const parsed = envSchema.safeParse(dropEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const publicUrl = (vars.PUBLIC_URL ?? `http://127.0.0.1:${vars.PORT}`).replace(/\/+$/, '');
  const dataDir = vars.DATA_DIR === MEMORY_DATABASE ? MEMORY_DATABASE : resolveFromRoot(vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir,
    pgliteDir: dataDir === MEMORY_DATABASE ? MEMORY_DATABASE : path.join(dataDir, 'pglite'),
    publicUrl,
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL,
    webDistDir: resolveFromRoot(vars.WEB_DIST_DIR),
    rateLimitMax: vars.RATE_LIMIT_MAX,
    trustProxy: vars.TRUST_PROXY === 'true',
    mapTileUrl: vars.MAP_TILE_URL,
    mapAttribution: vars.MAP_TILE_ATTRIBUTION,
    identity: buildIdentityConfig(vars, publicUrl),
    outbox: buildOutboxConfigOrFail(vars),
    captchaHmacKey: vars.CAPTCHA_HMAC_KEY,
    captchaMaxCounter: vars.CAPTCHA_MAX_COUNTER,
    internationalBeneficiaryAddEnabled: vars.INTERNATIONAL_BENEFICIARY_ADD_ENABLED === 'true',
    pdfWorkers: vars.PDF_WORKERS ?? Math.max(1, Math.min(2, availableParallelism() - 1)),
  };
};
