/**
 * POST {unsecured}bank (spec §7 Public): a foreign bank by BIC or by name, so the international
 * payee form can fill the bank's name and address (spec §3 "Bank info lookup entry").
 */
import { type BankInfo, bankInfoSchema, bankLookupRequestSchema, listEnvelope } from '@baraka/contracts';
import { list } from '../../plugins/envelope.ts';
import { defineModule } from '../module.ts';
import { findBanksByBic, findBanksByName, type InternationalBankRow } from './bank-lookup.queries.ts';

const toBankInfo = (row: InternationalBankRow): BankInfo => ({
  name: row.name,
  street: row.street,
  town: row.town,
  country: row.country,
  address: { swift: row.bic },
  customer: row.isCorrespondent,
});

export const bankLookupModule = defineModule('bank-lookup', async (app, deps) => {
  const db = deps.database.db;

  app.post(
    '/bank',
    {
      schema: {
        tags: ['beneficiaries'],
        summary: 'Foreign banks by BIC (8 or 11 characters) or by part of their name',
        description: 'An empty list when none is known: the customer then types the bank details.',
        body: bankLookupRequestSchema,
        response: { 200: listEnvelope(bankInfoSchema) },
      },
      config: { access: { auth: 'public' } },
    },
    async (request) => {
      const { swift, name } = request.body;
      const rows = swift ? await findBanksByBic(db, swift) : await findBanksByName(db, name ?? '');
      return list(rows.map(toBankInfo));
    },
  );
});
