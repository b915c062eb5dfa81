/** Which customer segment a request speaks for, to choose the products it may see. */
import { GUEST_SEGMENT } from '@baraka/contracts';
import type { FastifyRequest } from 'fastify';

/** A signed-in customer sees their segment's products; a visitor (or an expired session) sees GUEST's. */
export function resolveSegment(request: FastifyRequest): string {
  return request.auth?.record.customer.segmentCode ?? GUEST_SEGMENT;
}
