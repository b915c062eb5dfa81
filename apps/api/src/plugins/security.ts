/** Security headers (a real CSP for the web app) and the per-IP rate limit of the API. */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from './api-paths.ts';
import { AppError } from './errors/index.ts';
import { isInternalCall } from './internal-call.ts';

export type SecurityOptions = {
  publicUrl: string;
  rateLimitMax: number;
};

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Mantine sets style attributes at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

const securityPlugin: FastifyPluginAsync<SecurityOptions> = async (app, options) => {
  const isHttps = options.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: isHttps
        ? { ...CONTENT_SECURITY_POLICY, upgradeInsecureRequests: [] }
        : CONTENT_SECURITY_POLICY,
    },
    // Over plain HTTP (local runs) HSTS would pin browsers to an HTTPS that does not exist.
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitMax,
    timeWindow: 60_000,
    // The web app's static files are not API traffic; the health route opts out in its own config.
    // The provider's endpoints under /idp are API traffic too.
    allowList: (request) => !isApiPath(request.url) || isInternalCall(request),
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
  });
};

export default fp(securityPlugin, { name: 'security' });
