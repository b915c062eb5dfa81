/** Dynamic forms (spec §7 "Public"): GET api/forms lists the active forms, GET form/byFormName answers one. */
import {
  dynamicFormSchema,
  formByNameQuerySchema,
  formsQuerySchema,
  listEnvelope,
  objectEnvelope,
} from '@baraka/contracts';
import { list, ok } from '../../plugins/envelope.ts';
import { defineModule } from '../module.ts';
import { getFormByName, listForms } from './dynamic-forms.service.ts';

const TAGS = ['forms'];

export const dynamicFormsModule = defineModule('dynamic-forms', async (app, deps) => {
  const { db } = deps.database;

  app.get(
    '/api/forms',
    {
      schema: {
        tags: TAGS,
        summary: 'The active forms (e-requests, complaints, suggestions, contact, onboarding), in list order',
        querystring: formsQuerySchema,
        response: { 200: listEnvelope(dynamicFormSchema) },
      },
    },
    async (request) => list(await listForms(db, request.query.category)),
  );

  app.get(
    '/form/byFormName',
    {
      schema: {
        tags: TAGS,
        summary: 'One active form by its name, with its definition (fields, rules, texts in fr/en/ar)',
        querystring: formByNameQuerySchema,
        response: { 200: objectEnvelope(dynamicFormSchema) },
      },
    },
    async (request) => ok(await getFormByName(db, request.query.formName)),
  );
});
