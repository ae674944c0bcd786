import { createTestConfig } from '../testing/harness';
import { DatabaseStartupError, isUniqueViolation, openDatabase } from './client';

describe('openDatabase', () => {
  it('fails fast with a readable error when DATABASE_URL points nowhere', async () => {
    const { config, cleanup } = await createTestConfig({ DATABASE_URL: 'postgres://postgres:hunter2@127.0.0.1:1/x' });
    onTestFinished(cleanup);
    const started = Date.now();
    const err = await openDatabase(config).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(err).toBeInstanceOf(DatabaseStartupError);
    expect((err as Error).message).toMatch(/^Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/x \(DATABASE_URL\): .*ECONNREFUSED/);
    // The password must never end up in logs.
    expect((err as Error).message).not.toContain('hunter2');
  });
});

describe('isUniqueViolation', () => {
  it('reads the code from the error or from the driver error drizzle wraps', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ message: 'Failed query', cause: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation({ cause: { code: '23503' } })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
