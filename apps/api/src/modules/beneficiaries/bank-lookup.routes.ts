/**
 * POST {unsecured}bank (spec §7 Public, `beneficiariesEndpoints.bankLookup`): a foreign bank by BIC
 * or by name, so the international payee form can fill the bank's name and address (spec §3 "Bank
 * info lookup entry").
 */
import { type BankInfo, beneficiariesEndpoints } from '@baraka/contracts';
import { serve } from '../../plugins/serve-endpoint.ts';
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

  serve(app, beneficiariesEndpoints.bankLookup, async (request) => {
    const { swift, name } = request.body;
    const rows = swift ? await findBanksByBic(db, swift) : await findBanksByName(db, name ?? '');
    return rows.map(toBankInfo);
  });
});
