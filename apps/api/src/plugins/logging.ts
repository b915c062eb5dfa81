/** Logger settings and request ids: one id per request, taken from the caller when it is sane. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id is reused (so traces join up across services) only if it cannot forge log lines.
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const generateRequestId = (request: IncomingMessage): string => {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : randomUUID();
};

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

export const buildLoggerOptions = (level: LogLevel): FastifyServerOptions['logger'] =>
  level === 'silent' ? false : { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
