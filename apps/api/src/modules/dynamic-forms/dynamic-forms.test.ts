import { type DynamicForm, formDefinitionSchema } from '@baraka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { dynamicFormsModule } from './dynamic-forms.routes.ts';

type Answer<T> = { header: { statusCode: string }; body: { result: T } };

describe('dynamic forms (GET api/forms, GET form/byFormName)', () => {
  let testApp: TestApp;
  const get = async <T>(url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/gateway/${url}` });
    return { status: response.statusCode, answer: response.json<Answer<T>>() };
  };

  beforeAll(async () => {
    testApp = await createTestApp({ modules: [dynamicFormsModule] });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists every active form with a definition that reads back through its schema', async () => {
    const { status, answer } = await get<DynamicForm[]>('api/forms');
    expect(status).toBe(200);
    const names = answer.body.result.map((form) => form.formName);
    expect(names).toEqual(
      expect.arrayContaining([
        'contact',
        'reclamation',
        'suggestion',
        'balance-certificate',
        'account-closure',
        'address-change',
        'onboarding',
      ]),
    );
    for (const form of answer.body.result) {
      expect(formDefinitionSchema.safeParse(form.data).success, form.formName).toBe(true);
      expect(form.statusForm).toBe('ACTIVE');
      expect(form.description.ar.length).toBeGreaterThan(0);
    }
  });

  it('filters by category: the e-requests only', async () => {
    const { answer } = await get<DynamicForm[]>('api/forms?category=E_REQUEST');
    expect(answer.body.result.map((form) => form.formName)).toEqual([
      'balance-certificate',
      'account-closure',
      'address-change',
    ]);
  });

  it('answers the onboarding first form: CIN by default, one number per kind, the agency from the branches', async () => {
    const { answer } = await get<DynamicForm>('form/byFormName?formName=onboarding');
    const fields = answer.body.result.data.fields;
    const kind = fields.find((field) => field.key === 'identificationKind');
    expect(kind?.defaultValue).toBe('CIN');
    expect(kind?.options?.map((option) => option.value)).toEqual([
      'CIN',
      'PATENTE',
      'SEJOUR',
      'nDePasseport',
    ]);
    const numbers = fields.filter((field) => field.dependsOn?.field === 'identificationKind');
    expect(numbers.map((field) => field.dependsOn?.values)).toEqual([
      ['CIN'],
      ['PATENTE'],
      ['SEJOUR'],
      ['nDePasseport'],
    ]);
    expect(numbers.every((field) => field.required)).toBe(true);
    expect(fields.find((field) => field.key === 'agency')).toMatchObject({
      optionsSource: 'agencies',
      required: true,
    });
  });

  it('answers NOT_FOUND for an unknown form and "required" without a name', async () => {
    const unknown = await get('form/byFormName?formName=lottery');
    expect(unknown.status).toBe(404);
    expect(unknown.answer.header.statusCode).toBe('COMMON.NOT_FOUND');
    const missing = await get<{ fieldErrors: { field: string; key: string }[] }>('form/byFormName');
    expect(missing.status).toBe(400);
    expect(missing.answer.body.result.fieldErrors[0]).toMatchObject({ field: 'formName', key: 'required' });
  });
});
