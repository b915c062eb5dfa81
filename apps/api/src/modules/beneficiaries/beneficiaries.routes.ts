/**
 * Beneficiary calls of spec §7: beneficiaries/all, getOne, beneficiaries/byType, byBenefType, and
 * per type add / update / delete (addLocal, addwithinbank, addInternational, updateLocal,
 * updateWithInBank, updateInternational, deleteLocal, deleteWithInBank, deleteInternational).
 */
import {
  BENEFICIARY_FORM_SCHEMAS,
  beneficiaryGroupSchema,
  beneficiaryGroupsRequestSchema,
  beneficiaryIdSchema,
  beneficiarySchema,
  beneficiaryTypeRequestSchema,
  booleanEnvelope,
  listEnvelope,
  objectEnvelope,
} from '@baraka/contracts';
import type { BeneficiaryType } from '@baraka/domain';
import { bool, list, ok } from '../../plugins/envelope.ts';
import { requireAuth } from '../auth/auth-context.ts';
import { toChallengeDeps } from '../challenges/challenge-flow.ts';
import { defineModule } from '../module.ts';
import {
  deleteBeneficiary,
  getAllBeneficiaries,
  getBeneficiariesOfType,
  getBeneficiary,
  getBeneficiaryGroups,
} from './beneficiaries.service.ts';
import { beneficiaryPermission, requireSomeBeneficiaryView } from './beneficiary-access.ts';
import { addBeneficiary, type BeneficiaryDeps, changeBeneficiary } from './beneficiary-writes.ts';

const TAGS = ['beneficiaries'];
/** Reads spanning payee types: a session, one VIEW at least (checked before the body), POSTs that read. */
const READ_ANY = { access: { auth: 'session', effect: 'read' } } as const;

/** The spec's path of each call per type (its spelling kept). */
const CALLS: readonly {
  type: BeneficiaryType;
  label: string;
  add: string;
  update: string;
  remove: string;
}[] = [
  { type: 'LOCAL', label: 'national', add: '/addLocal', update: '/updateLocal', remove: '/deleteLocal' },
  {
    type: 'WITHINBANK',
    label: 'within-bank',
    add: '/addwithinbank',
    update: '/updateWithInBank',
    remove: '/deleteWithInBank',
  },
  {
    type: 'INTERNATIONAL',
    label: 'international',
    add: '/addInternational',
    update: '/updateInternational',
    remove: '/deleteInternational',
  },
];

const OTP_NOTE =
  'Answers OTP.300 first; send the same body again with the `challenge-key` header once the code is validated.';

export const beneficiariesModule = defineModule('beneficiaries', async (app, deps) => {
  const db = deps.database.db;
  const writeDeps: BeneficiaryDeps = {
    ...toChallengeDeps(deps),
    isInternationalAddEnabled: deps.config.internationalBeneficiaryAddEnabled,
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/beneficiaries/all',
    schema: {
      tags: TAGS,
      summary: "The customer's beneficiaries of the types the user may see, by name",
      response: { 200: listEnvelope(beneficiarySchema) },
    },
    config: READ_ANY,
    preValidation: requireSomeBeneficiaryView,
    handler: async (request) => list(await getAllBeneficiaries(db, requireAuth(request))),
  });

  app.post(
    '/getOne',
    {
      schema: {
        tags: TAGS,
        summary: 'One beneficiary of the customer',
        body: beneficiaryIdSchema,
        response: { 200: objectEnvelope(beneficiarySchema) },
      },
      config: READ_ANY,
      preValidation: requireSomeBeneficiaryView,
    },
    async (request) => ok(await getBeneficiary(db, requireAuth(request), request.body.id)),
  );

  app.post(
    '/beneficiaries/byType',
    {
      schema: {
        tags: TAGS,
        summary: 'The beneficiaries of one type (LOCAL, WITHINBANK, INTERNATIONAL), e.g. to pick a payee',
        body: beneficiaryTypeRequestSchema,
        response: { 200: listEnvelope(beneficiarySchema) },
      },
      config: READ_ANY,
      preValidation: requireSomeBeneficiaryView,
    },
    async (request) =>
      list(await getBeneficiariesOfType(db, requireAuth(request), request.body.beneficiaryType)),
  );

  app.post(
    '/byBenefType',
    {
      schema: {
        tags: TAGS,
        summary:
          'The beneficiaries grouped by type, each group with what the user may do (add, edit, delete)',
        body: beneficiaryGroupsRequestSchema,
        response: { 200: listEnvelope(beneficiaryGroupSchema) },
      },
      config: READ_ANY,
      preValidation: requireSomeBeneficiaryView,
    },
    async (request) =>
      list(
        await getBeneficiaryGroups(db, requireAuth(request), {
          ...(request.body?.beneficiaryType ? { only: request.body.beneficiaryType } : {}),
          isInternationalAddEnabled: writeDeps.isInternationalAddEnabled,
        }),
      ),
  );

  for (const { type, label, add, update, remove } of CALLS) {
    const schemas = BENEFICIARY_FORM_SCHEMAS[type];
    app.post(
      add,
      {
        schema: {
          tags: TAGS,
          summary: `Adds a ${label} beneficiary`,
          description:
            type === 'INTERNATIONAL'
              ? `Offered only when INTERNATIONAL_BENEFICIARY_ADD_ENABLED is true. ${OTP_NOTE}`
              : OTP_NOTE,
          body: schemas.add,
          response: { 200: objectEnvelope(beneficiarySchema) },
        },
        config: { access: { auth: 'session', permission: beneficiaryPermission(type, 'CREATE') } },
      },
      async (request) =>
        ok(await addBeneficiary(writeDeps, request, requireAuth(request), type, request.body)),
    );

    app.put(
      update,
      {
        schema: {
          tags: TAGS,
          summary: `Changes a ${label} beneficiary`,
          description: `A new account (RIB, IBAN or BIC) is confirmed with a code. ${OTP_NOTE}`,
          body: schemas.update,
          response: { 200: objectEnvelope(beneficiarySchema) },
        },
        config: { access: { auth: 'session', permission: beneficiaryPermission(type, 'UPDATE') } },
      },
      async (request) =>
        ok(await changeBeneficiary(writeDeps, request, requireAuth(request), type, request.body)),
    );

    app.post(
      remove,
      {
        schema: {
          tags: TAGS,
          summary: `Deletes a ${label} beneficiary`,
          body: beneficiaryIdSchema,
          response: { 200: booleanEnvelope },
        },
        config: { access: { auth: 'session', permission: beneficiaryPermission(type, 'DELETE') } },
      },
      async (request) =>
        bool(await deleteBeneficiary(db, deps.clock.now(), requireAuth(request), type, request.body.id)),
    );
  }
});
