/** Dynamic forms (spec §7 "Public"): GET api/forms lists the active forms, GET form/byFormName answers one. */
import { dynamicFormsEndpoints } from '@baraka/contracts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { getFormByName, listForms } from './dynamic-forms.service.ts';

export const dynamicFormsModule = defineModule('dynamic-forms', async (app, deps) => {
  const { db } = deps.database;

  serve(app, dynamicFormsEndpoints.forms, (request) => listForms(db, request.query.category));
  serve(app, dynamicFormsEndpoints.byName, (request) => getFormByName(db, request.query.formName));
});
