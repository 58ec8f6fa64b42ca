import { describe, expect, it } from 'vitest';
import { CsvFormatError, intCell, parseCsv } from './csvFile.ts';

describe('parseCsv', () => {
  it('keys records by header and keeps physical line numbers', () => {
    const csv = 'a,b\n1,"x\ny"\n\n2,z\n';
    const file = parseCsv(csv);
    expect(file.header).toEqual(['a', 'b']);
    expect(file.records).toEqual([
      { line: 3, values: { a: '1', b: 'x\ny' } },
      { line: 5, values: { a: '2', b: 'z' } },
    ]);
  });
  it('reports rows with the wrong field count', () => {
    const file = parseCsv('a,b\n1,2\n3\n4,5,6\n');
    expect(file.records).toHaveLength(1);
    expect(file.badRows).toEqual([
      { line: 3, reason: 'expected 2 fields, found 1' },
      { line: 4, reason: 'expected 2 fields, found 3' },
    ]);
  });
  it('throws on a missing column or an unparsable file', () => {
    expect(() => parseCsv('a\n1\n', ['b'])).toThrow(CsvFormatError);
    expect(() => parseCsv('a,b\n"1,2\n')).toThrow();
    expect(() => parseCsv('')).toThrow(CsvFormatError);
  });
  it('reads integer cells strictly', () => {
    expect(intCell('12')).toBe(12);
    expect(intCell('')).toBeNull();
    expect(intCell('x')).toBeUndefined();
    expect(intCell('-1')).toBeUndefined();
  });
});
