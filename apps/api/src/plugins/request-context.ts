/** Parses the headers every call carries (spec §7) once, into `request.context`. */
import {
  type Channel,
  channelSchema,
  type DeviceDescriptor,
  deviceDescriptorSchema,
  type Language,
} from '@baraka/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isGatewayPath } from './api-paths.ts';
import { findControlCharacters } from './control-characters.ts';
import { AppError } from './errors/index.ts';
import { parseLanguage } from './language.ts';

export type RequestContext = {
  /** Absent on anonymous public calls. */
  device: DeviceDescriptor | null;
  channel: Channel;
  language: Language;
  bearerToken: string | null;
  requestId: string;
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface FastifyRequest {
    context: RequestContext;
  }
}

const DEFAULT_CHANNEL: Channel = 'WEB';
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

const invalidHeader = (name: string, detail: string) =>
  new AppError('INVALID_HEADER', { message: `Invalid ${name} header: ${detail}` });

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

const parseDevice = (raw: string | undefined): DeviceDescriptor | null => {
  if (raw === undefined) {
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw invalidHeader('Device', 'not JSON');
  }
  const [refused] = findControlCharacters(json);
  if (refused) {
    throw invalidHeader('Device', `${refused.join('.') || 'value'} holds a control character`);
  }
  const parsed = deviceDescriptorSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidHeader('Device', `${issue?.path.join('.') || 'value'} ${issue?.message ?? 'is invalid'}`);
  }
  return parsed.data;
};

const parseChannel = (raw: string | undefined): Channel => {
  if (raw === undefined) {
    return DEFAULT_CHANNEL;
  }
  const parsed = channelSchema.safeParse(raw.trim().toUpperCase());
  if (!parsed.success) {
    throw invalidHeader('Channel', 'expected MOB or WEB');
  }
  return parsed.data;
};

const parseBearer = (raw: string | undefined): string | null => {
  if (raw === undefined) {
    return null;
  }
  const token = BEARER.exec(raw)?.[1];
  if (token === undefined) {
    throw invalidHeader('Authorization', 'expected "Bearer <token>"');
  }
  return token;
};

const readContext = (request: FastifyRequest): RequestContext => {
  const language = parseLanguage(request.headers.language);
  const base = { device: null, channel: DEFAULT_CHANNEL, language, bearerToken: null, requestId: request.id };
  // Outside /gateway (web app files, the identity provider's Basic auth) these headers mean something else.
  if (!isGatewayPath(request.url)) {
    return base;
  }
  return {
    ...base,
    device: parseDevice(single(request.headers.device)),
    channel: parseChannel(single(request.headers.channel)),
    bearerToken: parseBearer(single(request.headers.authorization)),
  };
};

const requestContextPlugin: FastifyPluginAsync = async (app) => {
  // Filled by the onRequest hook below, before any handler can read it.
  app.decorateRequest('context', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    request.context = readContext(request);
  });
};

export default fp(requestContextPlugin, { name: 'request-context' });
