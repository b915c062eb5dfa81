/** GET api/bank/holidays/: the bank's closing days, used by the locator and the appointment form. */
import { bankHolidaySchema, bankHolidaysQuerySchema, listEnvelope } from '@baraka/contracts';
import { REFERENCE_DATA } from '../../plugins/access/route-access.ts';
import { list } from '../../plugins/envelope.ts';
import { defineModule } from '../module.ts';
import { getBankHolidays } from './content.service.ts';

export const holidaysModule = defineModule('holidays', async (app, deps) => {
  app.get(
    '/api/bank/holidays',
    {
      config: REFERENCE_DATA,
      schema: {
        tags: ['content'],
        summary: 'Bank holidays (Tunis dates, both ends included); this year and next unless bounded',
        querystring: bankHolidaysQuerySchema,
        response: { 200: listEnvelope(bankHolidaySchema) },
      },
    },
    async (request) => list(await getBankHolidays(deps.database.db, request.query, new Date())),
  );
});
