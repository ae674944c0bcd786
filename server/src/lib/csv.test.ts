import { csvCell, csvRows } from './csv';

describe('CSV cells', () => {
  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('leaves plain text alone and quotes commas, quotes and line breaks', () => {
    expect(csvCell('Team Rocket')).toBe('Team Rocket');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Ann, Ben')).toBe('"Ann, Ben"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('')).toBe('');
  });

  it('ends every row with CRLF', () => {
    expect(csvRows([['team', 'members'], ['A', 'x,y']])).toBe('team,members\r\nA,"x,y"\r\n');
  });
});
