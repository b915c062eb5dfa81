/** GET /gateway/health: 200 when everything is up, 503 with the same body when something is down. */
import { ERROR_CODES, healthSchema, objectEnvelope } from '@baraka/contracts';
import { errorHeader, ok } from '../../plugins/envelope.ts';
import { getErrorMessage } from '../../plugins/errors/error-messages.ts';
import { languageOf } from '../../plugins/language.ts';
import { defineModule } from '../module.ts';
import { getHealth } from './health.service.ts';

const healthEnvelope = objectEnvelope(healthSchema);

export const healthModule = defineModule('health', async (app, deps) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Database and job queue status',
        response: { 200: healthEnvelope, 503: healthEnvelope },
      },
      // Probes call often and must not be locked out by the per-IP limit.
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const health = await getHealth(deps);
      if (health.status === 'UP') {
        return ok(health);
      }
      const { code } = ERROR_CODES.SERVICE_UNAVAILABLE;
      const header = errorHeader({
        code,
        errorMsg: getErrorMessage(code, languageOf(request)),
        description: getErrorMessage(code, 'en'),
        requestId: request.id,
      });
      return reply.code(503).send({ header, body: { type: 'OBJECT_RESPONSE', result: health } });
    },
  );
});
