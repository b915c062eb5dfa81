/**
 * Beneficiary calls of spec §7 (`beneficiariesEndpoints` in @baraka/contracts): beneficiaries/all,
 * getOne, beneficiaries/byType, byBenefType, and per type add / update / delete (addLocal,
 * addwithinbank, addInternational, updateLocal, updateWithInBank, updateInternational, deleteLocal,
 * deleteWithInBank, deleteInternational).
 */
import { beneficiariesEndpoints as calls } from '@baraka/contracts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import { toChallengeDeps } from '../identity/index.ts';
import { defineModule } from '../module.ts';
import {
  deleteBeneficiary,
  getAllBeneficiaries,
  getBeneficiariesOfType,
  getBeneficiary,
  getBeneficiaryGroups,
} from './beneficiaries.service.ts';
import { requireSomeBeneficiaryView } from './beneficiary-access.ts';
import { addBeneficiary, type BeneficiaryDeps, changeBeneficiary } from './beneficiary-writes.ts';

/** Reads spanning payee types: one VIEW at least, checked before the body is read. */
const ANY_VIEW = { preValidation: requireSomeBeneficiaryView };

/** The calls of each payee type. */
const CALLS_BY_TYPE = [
  { type: 'LOCAL', add: calls.addLocal, update: calls.updateLocal, remove: calls.deleteLocal },
  {
    type: 'WITHINBANK',
    add: calls.addWithinBank,
    update: calls.updateWithinBank,
    remove: calls.deleteWithinBank,
  },
  {
    type: 'INTERNATIONAL',
    add: calls.addInternational,
    update: calls.updateInternational,
    remove: calls.deleteInternational,
  },
] as const;

export const beneficiariesModule = defineModule('beneficiaries', async (app, deps) => {
  const db = deps.database.db;
  const writeDeps: BeneficiaryDeps = {
    ...toChallengeDeps(deps),
    isInternationalAddEnabled: deps.config.internationalBeneficiaryAddEnabled,
  };

  for (const endpoint of [calls.all, calls.allByPost]) {
    serve(app, endpoint, (request) => getAllBeneficiaries(db, requireAuth(request)), ANY_VIEW);
  }

  serve(app, calls.one, (request) => getBeneficiary(db, requireAuth(request), request.body.id), ANY_VIEW);

  serve(
    app,
    calls.byType,
    (request) => getBeneficiariesOfType(db, requireAuth(request), request.body.beneficiaryType),
    ANY_VIEW,
  );

  serve(
    app,
    calls.groups,
    (request) =>
      getBeneficiaryGroups(db, requireAuth(request), {
        ...(request.body?.beneficiaryType ? { only: request.body.beneficiaryType } : {}),
        isInternationalAddEnabled: writeDeps.isInternationalAddEnabled,
      }),
    ANY_VIEW,
  );

  for (const { type, add, update, remove } of CALLS_BY_TYPE) {
    serve(app, add, (request) =>
      addBeneficiary(writeDeps, request, requireAuth(request), type, request.body),
    );
    serve(app, update, (request) =>
      changeBeneficiary(writeDeps, request, requireAuth(request), type, request.body),
    );
    serve(app, remove, (request) =>
      deleteBeneficiary(db, deps.clock.now(), requireAuth(request), type, request.body.id),
    );
  }
});
