import { buildRib } from '@baraka/domain/rib/iban';
import { describe, expect, it } from 'vitest';
import { findBlockers, getRowErrors, reduceTable, type TableRow, toSavedValues } from './batch-table';
import { getRowKind, type RowValues, toRowRequest, validateRow } from './row-rules';

const NATIONAL = buildRib('08', '006', '0000012345678');
const IN_BANK = buildRib('32', '002', '0023456789012');
const LIMITS = { minMinor: 1_000n, maxMinor: 20_000_000n };
const row = (values: Partial<RowValues> = {}): RowValues => ({
  rib: NATIONAL,
  name: 'Sami Ben Salah',
  amount: '120.500',
  reason: '',
  ...values,
});

describe('validateRow', () => {
  it('accepts a complete row and tells a payee of this bank from another bank’s', () => {
    expect(validateRow(row(), LIMITS)).toEqual({});
    expect(getRowKind(NATIONAL)).toBe('NATIONAL');
    expect(getRowKind(`${IN_BANK.slice(0, 2)} ${IN_BANK.slice(2)}`)).toBe('WITHINBANK');
  });

  it('names each field’s first mistake with the form keys the server answers', () => {
    expect(validateRow({ rib: '', name: '', amount: '', reason: '' })).toEqual({
      rib: { key: 'required' },
      name: { key: 'required' },
      amount: { key: 'required' },
    });
    expect(
      validateRow(
        row({ rib: `${NATIONAL.slice(0, 18)}00`, name: 'Sami 2', amount: '12.3456', reason: 'a<b' }),
      ),
    ).toEqual({
      rib: { key: 'invalidRib' },
      name: { key: 'numberAndSpecialCharactersValidation' },
      amount: { key: 'InvalidNumber' },
      reason: { key: 'specialCharactersValidation' },
    });
    expect(validateRow(row({ rib: buildRib('99', '001', '0000000000001') })).rib).toEqual({
      key: 'ribUnknownBank',
    });
  });

  it('holds amounts to the pack’s bounds, in millimes', () => {
    expect(validateRow(row({ amount: '0,999' }), LIMITS).amount).toEqual({
      key: 'min',
      params: { min: '1.000' },
    });
    expect(validateRow(row({ amount: '20000.001' }), LIMITS).amount).toEqual({
      key: 'max',
      params: { max: '20000.000' },
    });
    expect(validateRow(row({ amount: '0' })).amount).toEqual({ key: 'InvalidNumber' });
  });

  it('sends the RIB without spaces and leaves an empty reason out', () => {
    expect(toRowRequest(row({ rib: ` ${NATIONAL.slice(0, 5)} ${NATIONAL.slice(5)} ` }))).toEqual({
      payee: { rib: NATIONAL, name: 'Sami Ben Salah' },
      amount: '120.500',
    });
  });
});

describe('the editable table', () => {
  const start = (): TableRow[] =>
    reduceTable([], { type: 'import', rows: [{ id: 'a', line: 2, values: row() }] });

  it('keeps a new row out of the batch until it is saved, and saving refuses mistakes', () => {
    let rows = reduceTable(start(), { type: 'add', id: 'b' });
    expect(findBlockers(rows)).toEqual({ unsaved: 1, invalid: 0 });
    expect(toSavedValues(rows)).toHaveLength(1);

    rows = reduceTable(rows, { type: 'change', id: 'b', field: 'rib', value: '123' });
    rows = reduceTable(rows, { type: 'save', id: 'b' });
    expect(rows[1]?.draft).not.toBeNull();
    expect(getRowErrors(rows[1] as TableRow).rib).toEqual({ key: 'invalidRib' });

    for (const [field, value] of Object.entries(row({ name: 'Rania Mejri' }))) {
      rows = reduceTable(rows, { type: 'change', id: 'b', field: field as keyof RowValues, value });
    }
    rows = reduceTable(rows, { type: 'save', id: 'b' });
    expect(findBlockers(rows)).toEqual({ unsaved: 0, invalid: 0 });
    expect(toSavedValues(rows).map((values) => values.name)).toEqual(['Sami Ben Salah', 'Rania Mejri']);
  });

  it('counts an imported row with a mistake as invalid until it is corrected', () => {
    let rows = reduceTable(start(), {
      type: 'import',
      rows: [{ id: 'c', line: 3, values: row({ amount: 'abc' }) }],
    });
    expect(findBlockers(rows)).toEqual({ unsaved: 0, invalid: 1 });

    rows = reduceTable(rows, { type: 'edit', id: 'c' });
    expect(findBlockers(rows)).toEqual({ unsaved: 1, invalid: 0 });
    rows = reduceTable(rows, { type: 'change', id: 'c', field: 'amount', value: '75' });
    rows = reduceTable(rows, { type: 'save', id: 'c' });
    expect(findBlockers(rows)).toEqual({ unsaved: 0, invalid: 0 });
  });

  it('keeps the server’s refusal on its row until the row is saved again', () => {
    let rows = reduceTable(start(), {
      type: 'serverErrors',
      errors: new Map([[0, { name: { key: 'payeeNameMismatch' } }]]),
    });
    expect(findBlockers(rows).invalid).toBe(1);

    rows = reduceTable(rows, { type: 'edit', id: 'a' });
    rows = reduceTable(rows, { type: 'save', id: 'a' });
    expect(findBlockers(rows)).toEqual({ unsaved: 0, invalid: 0 });
  });

  it('drops a new row on cancel but restores an edited one, and deletes on request', () => {
    let rows = reduceTable(start(), { type: 'add', id: 'b' });
    rows = reduceTable(rows, { type: 'cancel', id: 'b' });
    expect(rows.map((item) => item.id)).toEqual(['a']);

    rows = reduceTable(rows, { type: 'edit', id: 'a' });
    rows = reduceTable(rows, { type: 'change', id: 'a', field: 'amount', value: '999' });
    rows = reduceTable(rows, { type: 'cancel', id: 'a' });
    expect(rows[0]?.saved?.amount).toBe('120.500');

    expect(reduceTable(rows, { type: 'remove', id: 'a' })).toEqual([]);
  });
});
