/** The bank's back office, standing in until one exists: it completes its own tasks now. Never in production. */
import { processesDevEndpoints } from '@baraka/contracts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { completeBankTask } from './bank-tasks.ts';

export const processesDevModule = defineModule('processes-dev', async (app, deps) => {
  if (deps.config.nodeEnv === 'production') {
    return;
  }
  serve(app, processesDevEndpoints.completeBankTask, async (request) =>
    completeBankTask(deps.database.db, request.body, deps.clock.now()),
  );
});
