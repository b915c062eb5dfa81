/** The bank's closing days, used by the locator and the appointment form. */
import { contentEndpoints } from '@baraka/contracts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { getBankHolidays } from './content.service.ts';

export const holidaysModule = defineModule('holidays', async (app, deps) => {
  serve(app, contentEndpoints.holidays, (request) =>
    getBankHolidays(deps.database.db, request.query, new Date()),
  );
});
