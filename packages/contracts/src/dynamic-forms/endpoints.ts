/** The dynamic form calls: the active forms, or one by its name. */
import { defineEndpoint, listAnswer, objectAnswer } from '../shared/endpoint.ts';
import { dynamicFormSchema, formByNameQuerySchema, formsQuerySchema } from './schemas.ts';

/** The calls of the area. */
export const dynamicFormsEndpoints = {
  forms: defineEndpoint({
    method: 'GET',
    path: 'api/forms',
    area: 'dynamic-forms',
    summary: 'The active forms (e-requests, complaints, suggestions, contact, onboarding), in list order',
    access: { auth: 'public' },
    query: formsQuerySchema,
    answer: listAnswer(dynamicFormSchema),
  }),
  byName: defineEndpoint({
    method: 'GET',
    path: 'form/byFormName',
    area: 'dynamic-forms',
    summary: 'One active form by its name, with its definition (fields, rules, texts in fr/en/ar)',
    access: { auth: 'public' },
    query: formByNameQuerySchema,
    answer: objectAnswer(dynamicFormSchema),
  }),
};
