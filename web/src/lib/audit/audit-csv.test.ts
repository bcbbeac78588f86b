import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell, UTF8_BOM } from './audit-csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    ['Sucursal "Norte"', '"Sucursal ""Norte"""'],
    ['San Juan, PR', '"San Juan, PR"'],
    ['line one\nline two', '"line one\nline two"'],
    ['line one\r\nline two', '"line one\r\nline two"'],
    ['Añasco — farmacia', 'Añasco — farmacia'],
    ['Farmacia; Sucursal Norte', '"Farmacia; Sucursal Norte"'],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+1 787 555 0100', "'+1 787 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['  =1+1', "'  =1+1"],
    [' @SUM(A1)', "' @SUM(A1)"],
  ])('neutralises a formula: %j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves a sign in the middle of a cell alone', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
  });
});

describe('buildCsv', () => {
  it('starts with the byte order mark and ends every line in CRLF', () => {
    const csv = buildCsv(['Time', 'Acción'], [['2026-01-01T00:00:00.000Z', 'Documento "visto", hoy']]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Time,Acción\r\n2026-01-01T00:00:00.000Z,"Documento ""visto"", hoy"\r\n');
  });

  it('keeps a cell with a line break in one record', () => {
    const csv = buildCsv(['a', 'b'], [['x\ny', 'z']]);
    expect(csv.slice(1).split('\r\n')).toEqual(['a,b', '"x\ny",z', '']);
  });
});

describe('read back by a strict CSV parser', () => {
  const rows = [
    ['2026-11-28T23:59:59.000Z', 'Farmacia; Sucursal "Norte"', '=HYPERLINK("x")'],
    ['2026-11-29T00:00:00.000Z', 'línea uno\r\nlínea dos', '  -2+3'],
  ];
  const csv = buildCsv(['Time', 'Organización', 'Detalle'], rows);

  it('with commas as separators, gives back every cell (formulas kept as text)', () => {
    const parsed = parse(csv, {
      bom: true,
      relax_quotes: false,
      relax_column_count: false,
    });
    expect(parsed).toEqual([
      ['Time', 'Organización', 'Detalle'],
      ['2026-11-28T23:59:59.000Z', 'Farmacia; Sucursal "Norte"', `'=HYPERLINK("x")`],
      ['2026-11-29T00:00:00.000Z', 'línea uno\r\nlínea dos', "'  -2+3"],
    ]);
  });
});
