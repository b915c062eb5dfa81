import { describe, expect, it } from 'vitest';
import { type FormDefinitionInput, formDefinitionSchema } from './schemas.ts';

const text = (fr: string) => ({ fr, en: fr, ar: fr });
const base = (fields: FormDefinitionInput['fields'], extra: object = {}) => ({
  version: 1 as const,
  title: text('Formulaire'),
  fields,
  ...extra,
});
const problems = (definition: unknown) => {
  const result = formDefinitionSchema.safeParse(definition);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('form definition', () => {
  it('accepts a small complete form, fields optional by default', () => {
    const parsed = formDefinitionSchema.parse(
      base([
        { key: 'kind', type: 'select', label: text('Type'), options: [{ value: 'A', label: text('A') }] },
        {
          key: 'detail',
          type: 'select',
          label: text('Détail'),
          dependsOn: { field: 'kind' },
          options: [{ value: 'A1', label: text('A1'), parent: 'A' }],
        },
        { key: 'note', type: 'textarea', label: text('Note'), maxLength: 255 },
      ]),
    );
    expect(parsed.fields.map((field) => field.required)).toEqual([false, false, false]);
  });

  it('refuses duplicate keys, unknown or later dependencies and option mistakes', () => {
    expect(
      problems(
        base([
          { key: 'a', type: 'text', label: text('A') },
          { key: 'a', type: 'text', label: text('A') },
        ]),
      ),
    ).toEqual(['duplicate key a']);
    expect(problems(base([{ key: 'b', type: 'text', label: text('B'), dependsOn: { field: 'a' } }]))).toEqual(
      ['b depends on a, which must come before it'],
    );
    expect(problems(base([{ key: 's', type: 'select', label: text('S') }]))).toEqual([
      'select s has no options',
    ]);
    expect(
      problems(
        base([{ key: 't', type: 'text', label: text('T'), options: [{ value: 'x', label: text('x') }] }]),
      ),
    ).toEqual(['only a select has options (t)']);
    expect(
      problems(
        base([
          { key: 'k', type: 'select', label: text('K'), options: [{ value: 'A', label: text('A') }] },
          {
            key: 'd',
            type: 'select',
            label: text('D'),
            dependsOn: { field: 'k' },
            options: [{ value: 'Z1', label: text('Z1'), parent: 'Z' }],
          },
        ]),
      ),
    ).toEqual(['option Z1 of d has an unknown parent Z']);
    expect(
      problems(base([{ key: 'a', type: 'text', label: text('A') }], { requireOneOf: ['a', 'b'] })),
    ).toEqual(['requireOneOf names unknown b']);
  });

  it('refuses keys that are not identifiers, unknown types and patterns, and a form without fields', () => {
    expect(problems(base([{ key: '1a', type: 'text', label: text('A') }])).length).toBeGreaterThan(0);
    expect(problems(base([{ key: 'a', type: 'color' as 'text', label: text('A') }])).length).toBeGreaterThan(
      0,
    );
    expect(
      problems(base([{ key: 'a', type: 'text', label: text('A'), pattern: 'iban' as 'rib' }])).length,
    ).toBeGreaterThan(0);
    expect(problems(base([])).length).toBeGreaterThan(0);
  });
});
