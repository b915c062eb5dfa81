/** The bank's repayment run forced now, standing in for waiting on the daily job. Never in production. */
import { financingDevEndpoints } from '@baraka/contracts';
import { fromTunisTime } from '@baraka/domain';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { runDueRepayments } from './financing-repayments.service.ts';

/** 10:00 in Tunis: the bank is open. */
const MID_MORNING = 10 * 60;

export const financingDevModule = defineModule('financing-dev', async (app, deps) => {
  if (deps.config.nodeEnv === 'production') {
    return;
  }
  serve(app, financingDevEndpoints.runRepayments, async (request) => {
    const date = request.body.date;
    return runDueRepayments(deps.database.db, date ? fromTunisTime(date, MID_MORNING) : deps.clock.now());
  });
});
