/** POST api/demo/start: a read-only session on the sandbox customer (spec §1 demo mode). */
import type { LoginResult } from '@baraka/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

export function postStartDemo(): Promise<LoginResult> {
  return apiRequest<LoginResult>('api/demo/start', { method: 'POST' });
}
