/** The company's users and their rights, for its account holder (`companyEndpoints` in @baraka/contracts). */
import { companyEndpoints } from '@baraka/contracts';
import type { FastifyRequest } from 'fastify';
import { serve } from '../../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../../plugins/session/auth-context.ts';
import { defineModule } from '../../module.ts';
import { toChallengeDeps } from '../challenges/challenge-flow.ts';
import { listCompanyUsers, requireCompanyHolder, setCompanyUserRights } from './company.service.ts';
import { setCompanyUserAccounts } from './company-accounts.service.ts';
import { listCompanyChanges } from './company-changes.queries.ts';
import { inviteCompanyUser, revokeCompanyUser, setCompanyUserStatus } from './company-users.service.ts';

// Before the body is read: anyone but the holder is refused (403), whatever they sent.
const holderOnly = {
  preValidation: async (request: FastifyRequest) => requireCompanyHolder(requireAuth(request)),
};

export const companyRoutes = defineModule('company', async (app, deps) => {
  const db = deps.database.db;
  const challenges = toChallengeDeps(deps);

  serve(app, companyEndpoints.users, (request) => listCompanyUsers(db, requireAuth(request)));

  serve(
    app,
    companyEndpoints.updateRights,
    (request) => setCompanyUserRights(challenges, request, requireAuth(request), request.body),
    holderOnly,
  );
  serve(
    app,
    companyEndpoints.updateAccounts,
    (request) => setCompanyUserAccounts(challenges, request, requireAuth(request), request.body),
    holderOnly,
  );
  serve(
    app,
    companyEndpoints.updateStatus,
    (request) => setCompanyUserStatus(challenges, request, requireAuth(request), request.body),
    holderOnly,
  );
  serve(
    app,
    companyEndpoints.revoke,
    (request) => revokeCompanyUser(challenges, request, requireAuth(request), request.body.userId),
    holderOnly,
  );
  serve(
    app,
    companyEndpoints.invite,
    (request) => inviteCompanyUser(challenges, request, requireAuth(request), request.body),
    holderOnly,
  );
  serve(app, companyEndpoints.changes, (request) => {
    const auth = requireAuth(request);
    requireCompanyHolder(auth);
    return listCompanyChanges(db, auth.record.customer.id);
  });
});
