/** The company's users and their rights, for its account holder (`companyEndpoints` in @baraka/contracts). */
import { companyEndpoints } from '@baraka/contracts';
import { serve } from '../../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../../plugins/session/auth-context.ts';
import { defineModule } from '../../module.ts';
import { listCompanyUsers, setCompanyUserRights } from './company.service.ts';

export const companyRoutes = defineModule('company', async (app, deps) => {
  const db = deps.database.db;

  serve(app, companyEndpoints.users, (request) => listCompanyUsers(db, requireAuth(request)));

  serve(app, companyEndpoints.updateRights, (request) =>
    setCompanyUserRights(db, requireAuth(request), request.body),
  );
});
