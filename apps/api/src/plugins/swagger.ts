/** The OpenAPI document, generated from the routes' zod schemas, and its UI at /gateway/docs. */
import { APP_VERSION } from '@baraka/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { GATEWAY_PREFIX } from './api-paths.ts';

export const DOCS_PATH = `${GATEWAY_PREFIX}/docs`;

const swaggerPlugin: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'baraka channel API',
        description:
          'Every answer is a `{ header, body }` envelope; header.statusCode "000" means success. A call ' +
          'that needs a challenge step first (OTP.300, TERM_COND, SEQ-404/406, COR.210, FIP.600/601, ' +
          'auth-pwd-001) answers 202 with that code and the challenge in body.result; 403 is a refusal.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The UI's own files are all same-origin scripts and stylesheets, so the app-wide CSP already fits;
    // only the public validator badge would need another origin, and it is switched off.
    validatorUrl: false,
    uiConfig: { deepLinking: true, docExpansion: 'list' },
    theme: { title: 'baraka channel API' },
  });
};

export default fp(swaggerPlugin, { name: 'swagger' });
