import { describe, expect, it } from 'vitest';
import { auditCsvHeader, auditCsvLine } from './columns';
import { csvCell, csvLine } from './csv';
import { auditExportFileName } from './file-name';

describe('a CSV cell (RFC 4180)', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('LoginSucceed')).toBe('LoginSucceed');
    expect(csvCell('')).toBe('');
  });

  it('quotes a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('never lets a spreadsheet run %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('keeps a formula character that is not first', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('user@example.com')).toBe('user@example.com');
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 'b,c', '=d'])).toBe(`a,"b,c",'=d\r\n`);
  });
});

describe('an audit event as a CSV line', () => {
  it('has a header naming every column, then one line per event in its order', () => {
    expect(auditCsvHeader()).toBe(
      'occurred,action,type,actorId,userId,externalIds,method,device,geo,remoteAddress,tenants,id,data\r\n',
    );
    const line = auditCsvLine({
      id: 'A1',
      action: 'LoginFailed',
      occurred: Date.UTC(2026, 10, 26, 9, 30),
      actorId: '=cmd|calc',
      externalIds: ['ada@acme.test', 'ada2@acme.test'],
      tenants: ['T1'],
      data: { reason: 'bad, "password"' },
    });
    expect(line).toBe(
      `2026-11-26T09:30:00.000Z,LoginFailed,,'=cmd|calc,,ada@acme.test; ada2@acme.test,,,,,T1,A1,"{""reason"":""bad, \\""password\\""""}"\r\n`,
    );
  });

  it('writes an unreadable time as given and a missing one as empty', () => {
    expect(auditCsvLine({ occurred: 'soon' }).startsWith('soon,')).toBe(true);
    expect(auditCsvLine({}).startsWith(',')).toBe(true);
  });
});

describe("an export's file name", () => {
  it('names the first and last day of the range, in the local time zone', () => {
    const from = new Date(2026, 10, 26, 8).getTime();
    const to = new Date(2026, 10, 27, 23, 59).getTime();
    expect(auditExportFileName(from, to)).toBe('audit-2026-11-26_to-2026-11-27.csv');
    expect(
      auditExportFileName(new Date(2026, 0, 5).getTime(), new Date(2026, 0, 5).getTime()),
    ).toBe('audit-2026-01-05_to-2026-01-05.csv');
  });
});
