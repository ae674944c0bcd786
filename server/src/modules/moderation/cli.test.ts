import { parseModerationCommand, UsageError } from './cli';

describe('parseModerationCommand', () => {
  it('reads each command with its options', () => {
    expect(parseModerationCommand(['list'])).toMatchObject({ name: 'list', limit: 50 });
    expect(parseModerationCommand(['--', 'audit', '--limit', '7'])).toMatchObject({ name: 'audit', limit: 7 });
    expect(parseModerationCommand(['suspend', '@ben', '--report', 'r1', '--note', 'Threats', '--operator', 'ops'])).toEqual({
      name: 'suspend',
      target: '@ben',
      reportId: 'r1',
      note: 'Threats',
      operator: 'ops',
      limit: 50,
    });
    expect(parseModerationCommand(['--help'])).toMatchObject({ name: 'help' });
  });

  it.each([
    [[], 'Which command?'],
    [['ban', '@ben'], 'Unknown command "ban".'],
    [['suspend'], '"suspend" needs exactly one argument: a user id or @username.'],
    [['dismiss', 'a', 'b'], '"dismiss" needs exactly one argument: a report id.'],
    [['list', 'now'], '"list" takes no arguments.'],
    [['list', '--limit', '0'], '--limit must be a whole number from 1 to 1000.'],
    [['audit', '--limit', 'lots'], '--limit must be a whole number from 1 to 1000.'],
    [['unsuspend', '@ben', '--report', 'r1'], '"unsuspend" does not take --report.'],
    [['show', 'r1', '--force'], "Unknown option '--force'"],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parseModerationCommand(argv)).toThrow(UsageError);
    expect(() => parseModerationCommand(argv)).toThrow(message);
  });
});
