/** Every business area's routes, in registration order; a new area adds one line here. */
import { healthModule } from './health/health.routes.ts';
import type { AppModule } from './module.ts';
import { simulatorsModule } from './simulators/simulators.routes.ts';

export const MODULES: readonly AppModule[] = [healthModule, simulatorsModule];
