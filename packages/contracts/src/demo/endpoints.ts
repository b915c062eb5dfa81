/**
 * Demo mode (spec §1, §4): a read-only session on the sandbox customer, opened without the identity
 * provider. Every write of that session is refused; closing the demo is an ordinary logout.
 */
import { loginResultSchema } from '../identity/auth.ts';
import { defineEndpoint, objectAnswer } from '../shared/endpoint.ts';

/** The calls of the area. */
export const demoEndpoints = {
  start: defineEndpoint({
    method: 'POST',
    path: 'api/demo/start',
    area: 'demo',
    summary: 'Opens a read-only session on the demo customer (fictitious data)',
    access: { auth: 'public' },
    answer: objectAnswer(loginResultSchema),
  }),
};
