/** The company's users and their rights, for its account holder. */
import { companyUserSchema, listEnvelope, objectEnvelope, updateRightsSchema } from '@baraka/contracts';
import { list, ok } from '../../plugins/envelope.ts';
import { requireAuth } from '../auth/auth-context.ts';
import { defineModule } from '../module.ts';
import { listCompanyUsers, setCompanyUserRights } from './company.service.ts';

export const companyModule = defineModule('company', async (app, deps) => {
  const db = deps.database.db;
  app.get(
    '/secure/api/company/users',
    {
      schema: {
        tags: ['company'],
        summary: "The company's other users and the rights its account holder gave them",
        response: { 200: listEnvelope(companyUserSchema) },
      },
    },
    async (request) => list(await listCompanyUsers(db, requireAuth(request))),
  );

  app.put(
    '/secure/api/company/users/rights',
    {
      schema: {
        tags: ['company'],
        summary: "Sets a company user's rights (within what the holder's own pack allows)",
        body: updateRightsSchema,
        response: { 200: objectEnvelope(companyUserSchema) },
      },
    },
    async (request) => ok(await setCompanyUserRights(db, requireAuth(request), request.body)),
  );
});
