/** Which customer segment a request speaks for, to choose the products it may see. */
import { GUEST_SEGMENT } from '@baraka/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * Every caller is a visitor until sign-in exists. The session's customer segment plugs in here
 * (e.g. `request.session?.customer.segmentCode ?? GUEST_SEGMENT`); nothing else has to change.
 */
export function resolveSegment(_request: FastifyRequest): string {
  return GUEST_SEGMENT;
}
