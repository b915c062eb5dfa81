/** GET /gateway/health: 200 when everything is up, 503 with the same body when something is down. */
import { ERROR_CODES, healthEndpoints } from '@baraka/contracts';
import { errorHeader } from '../../plugins/envelope.ts';
import { getErrorMessage } from '../../plugins/errors/error-messages.ts';
import { languageOf } from '../../plugins/language.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { getHealth } from './health.service.ts';

export const healthModule = defineModule('health', async (app, deps) => {
  serve(
    app,
    healthEndpoints.status,
    async (request, reply) => {
      const health = await getHealth(deps);
      if (health.status === 'UP') {
        return health;
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
    // Probes call often and must not be locked out by the per-IP limit.
    { rateLimit: false, sameAnswerOn: [503] },
  );
});
