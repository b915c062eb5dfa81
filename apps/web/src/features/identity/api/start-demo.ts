/** A read-only session on the sandbox customer (spec §1 demo mode). */
import { demoEndpoints } from '@baraka/contracts/demo/endpoints';
import { call } from '../../../lib/call';

export function postStartDemo() {
  return call(demoEndpoints.start);
}
