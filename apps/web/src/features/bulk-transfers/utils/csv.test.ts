import { buildRib } from '@baraka/domain/rib/iban';
import { describe, expect, it } from 'vitest';
import { buildCsvTemplate, parseBulkCsv } from './csv';
import { validateRow } from './row-rules';

const RIB = buildRib('08', '006', '0000012345678');

describe('parseBulkCsv', () => {
  it('reads a spreadsheet export: semicolons, header, decimal comma, optional reason', () => {
    const text = `rib;nom;montant;motif\r\n${RIB};Sami Ben Salah;120,500;Loyer\r\n${RIB};Rania Mejri;45\r\n`;

    expect(parseBulkCsv(text)).toEqual({
      rows: [
        { line: 2, values: { rib: RIB, name: 'Sami Ben Salah', amount: '120,500', reason: 'Loyer' } },
        { line: 3, values: { rib: RIB, name: 'Rania Mejri', amount: '45', reason: '' } },
      ],
      errors: [],
    });
  });

  it('follows the header’s order, in any of the three languages', () => {
    const text = `المبلغ,الاسم,الحساب\n300,Leila Gharbi,${RIB}\n`;

    expect(parseBulkCsv(text).rows).toEqual([
      { line: 2, values: { rib: RIB, name: 'Leila Gharbi', amount: '300', reason: '' } },
    ]);
  });

  it('takes rib, name, amount, reason in that order without a header, quotes included', () => {
    const text = `${RIB},"Ben Salah, Sami",10.5,"Facture ""A-12"""\n\n${RIB},Mongi,7`;

    expect(parseBulkCsv(text).rows).toEqual([
      { line: 1, values: { rib: RIB, name: 'Ben Salah, Sami', amount: '10.5', reason: 'Facture "A-12"' } },
      { line: 3, values: { rib: RIB, name: 'Mongi', amount: '7', reason: '' } },
    ]);
  });

  it('reports lines with the wrong number of columns by their number, and keeps the others', () => {
    const text = `rib;name;amount;reason\n${RIB};Sami\n${RIB};Rania;45;Cadeau\n`;

    const parsed = parseBulkCsv(text);

    expect(parsed.errors).toEqual([{ line: 2, key: 'columns', params: { expected: 3, found: 2 } }]);
    expect(parsed.rows.map((row) => row.line)).toEqual([3]);
  });

  it('stops at the batch’s row limit and says where', () => {
    const lines = Array.from({ length: 4 }, (_, index) => `${RIB};Payee;${index + 1}`).join('\n');

    const parsed = parseBulkCsv(lines, 3);

    expect(parsed.rows).toHaveLength(3);
    expect(parsed.errors).toEqual([{ line: 4, key: 'tooManyRows', params: { max: 3 } }]);
  });

  it('says when the file has no payee', () => {
    expect(parseBulkCsv('\uFEFFrib;name;amount\n\n').errors).toEqual([{ line: 2, key: 'empty' }]);
  });

  it('offers a template that reads back as two valid rows', () => {
    const parsed = parseBulkCsv(buildCsvTemplate());

    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows.map((row) => validateRow(row.values))).toEqual([{}, {}]);
  });
});
