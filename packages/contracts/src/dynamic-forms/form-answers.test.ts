import { describe, expect, it } from 'vitest';
import { checkFormAnswers, getFieldOptions, isFieldActive, isFieldShown } from './form-answers.ts';
import { type FormDefinitionInput, formDefinitionSchema } from './schemas.ts';

const text = (fr: string) => ({ fr, en: fr, ar: fr });
const define = (fields: FormDefinitionInput['fields'], extra: object = {}) =>
  formDefinitionSchema.parse({ version: 1, title: text('F'), fields, ...extra });
const TODAY = '2026-03-10';
const errorsOf = (
  definition: ReturnType<typeof define>,
  answers: Record<string, unknown>,
  agencyCodes?: string[],
) =>
  checkFormAnswers(definition, answers, { today: TODAY, ...(agencyCodes ? { agencyCodes } : {}) }).errors.map(
    (error) => `${error.field}:${error.key}`,
  );

const complaint = define(
  [
    {
      key: 'category',
      type: 'select',
      label: text('Catégorie'),
      options: [
        { value: 'CREDIT', label: text('Crédit') },
        { value: 'INFORMATION', label: text('Information') },
      ],
    },
    {
      key: 'subCategory',
      type: 'select',
      label: text('Sous-catégorie'),
      dependsOn: { field: 'category' },
      disableUntilAnswered: true,
      options: [
        { value: 'FEES', label: text('Frais'), parent: 'CREDIT' },
        { value: 'CARDS', label: text('Cartes'), parent: 'INFORMATION' },
      ],
    },
    { key: 'description', type: 'textarea', label: text('Texte'), maxLength: 20 },
  ],
  { requireOneOf: ['description', 'category'] },
);

describe('checkFormAnswers', () => {
  it('keeps a sub-category disabled and empty until a category is chosen, then offers only its children', () => {
    const [, subCategory] = complaint.fields;
    if (!subCategory) {
      throw new Error('no sub-category');
    }
    expect(isFieldShown(subCategory, {})).toBe(true);
    expect(isFieldActive(subCategory, {})).toBe(false);
    expect(getFieldOptions(subCategory, { category: 'CREDIT' }).map((option) => option.value)).toEqual([
      'FEES',
    ]);
    expect(errorsOf(complaint, { category: 'CREDIT', subCategory: 'CARDS' })).toEqual([
      'subCategory:invalidSelection',
    ]);
    // Answered while its category is not: dropped, not refused.
    expect(
      checkFormAnswers(complaint, { subCategory: 'FEES', description: 'x' }, { today: TODAY }).values,
    ).toEqual({
      description: 'x',
    });
  });

  it('asks for one of the listed fields when all are empty, on the first', () => {
    expect(errorsOf(complaint, {})).toEqual(['description:required']);
    expect(errorsOf(complaint, { description: '   ' })).toEqual(['description:required']);
    expect(errorsOf(complaint, { category: 'INFORMATION' })).toEqual([]);
    expect(errorsOf(complaint, { description: 'x'.repeat(21) })).toEqual(['description:maxLength']);
  });

  it('answers the spec key of each pattern', () => {
    const form = define(
      (['lettersAndSpaces', 'address', 'phone', 'cin', 'rib', 'digits', 'email'] as const).map((pattern) => ({
        key: pattern,
        type: 'text' as const,
        label: text(pattern),
        pattern,
      })),
    );
    expect(
      errorsOf(form, {
        lettersAndSpaces: 'Ben 2',
        address: 'Rue #4',
        phone: '2012345',
        cin: '1234567',
        rib: '3200100123',
        digits: '12a',
        email: 'a@b',
      }),
    ).toEqual([
      'lettersAndSpaces:numberAndSpecialCharactersValidation',
      'address:specialCharactersValidation',
      'phone:ErrorMsgInvalidPhoneNumber',
      'cin:invalidCin',
      'rib:invalidRib',
      'digits:pattern',
      'email:email',
    ]);
    expect(
      errorsOf(form, {
        lettersAndSpaces: 'محمد علي',
        address: '12, rue du Lac-Léman_2',
        phone: '20123456',
        cin: '08123456',
        rib: '32001001234567890151',
        digits: '2070',
        email: 'a@b.tn',
      }),
    ).toEqual([]);
  });

  it('checks numbers, dates and their rules, and shows a field only for the values it depends on', () => {
    const form = define([
      { key: 'copies', type: 'number', label: text('N'), min: 1, max: 3, required: true },
      { key: 'past', type: 'date', label: text('D'), dateRule: 'notFuture' },
      { key: 'future', type: 'date', label: text('D'), dateRule: 'notPast' },
      {
        key: 'kind',
        type: 'select',
        label: text('K'),
        options: [
          { value: 'CIN', label: text('CIN') },
          { value: 'PASSPORT', label: text('P') },
        ],
      },
      {
        key: 'cin',
        type: 'text',
        label: text('C'),
        required: true,
        dependsOn: { field: 'kind', values: ['CIN'] },
      },
    ]);
    expect(errorsOf(form, { copies: 'two' })).toEqual(['copies:InvalidNumber']);
    expect(errorsOf(form, { copies: 4, past: '2026-03-11', future: '2026-03-09' })).toEqual([
      'copies:max',
      'past:maxDate',
      'future:minDate',
    ]);
    expect(errorsOf(form, { copies: '2', past: '2026-02-30' })).toEqual(['past:date']);
    expect(errorsOf(form, { copies: 1, past: TODAY, future: TODAY, kind: 'CIN' })).toEqual(['cin:required']);
    expect(errorsOf(form, { copies: 1, kind: 'PASSPORT', cin: '' })).toEqual([]);
    expect(checkFormAnswers(form, { copies: '2' }, { today: TODAY }).values).toEqual({ copies: 2 });
  });

  it('accepts an agency only from the open agencies, and checks files', () => {
    const form = define([
      { key: 'agency', type: 'select', label: text('A'), optionsSource: 'agencies', required: true },
      { key: 'proof', type: 'file', label: text('P'), required: true },
    ]);
    const pdf = {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-').toString('base64'),
    };
    expect(errorsOf(form, { agency: '017', proof: pdf }, ['001', '017'])).toEqual([]);
    expect(errorsOf(form, { agency: '027', proof: { ...pdf, contentType: 'text/html' } }, ['001'])).toEqual([
      'agency:invalidSelection',
      'proof:fileType',
    ]);
    expect(errorsOf(form, { agency: '001' }, ['001'])).toEqual(['proof:required']);
  });
});
