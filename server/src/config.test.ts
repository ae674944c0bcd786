import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hackmate-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const SECRET = 'a-production-secret-with-enough-length-123';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig({ DATA_DIR: dir, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected loadConfig to fail');
}

describe('loadConfig', () => {
  it('has development defaults that need no configuration', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      host: '127.0.0.1',
      serveClient: false,
      databaseUrl: null,
      redisUrl: null,
      appUrl: 'http://localhost:3000',
      uploadDir: join(dir, 'uploads'),
      seedDemo: true,
      trustProxy: false,
      sessionCacheMs: 30_000,
    });
    expect(statSync(config.uploadDir).isDirectory()).toBe(true);
    expect(config.migrationsFolder).toMatch(/server[/\\]drizzle$/);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR across restarts', () => {
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('requires JWT_SECRET in production, with a readable message', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET: is required when NODE_ENV=production (at least 32 characters, e.g. `openssl rand -base64 48`)',
    ]);
    const prod = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: SECRET });
    expect(prod).toMatchObject({ serveClient: true, host: '0.0.0.0', jwtSecret: SECRET });
  });

  it('lists every bad variable at once and never echoes secrets', () => {
    const problems = problemsOf({ PORT: 'abc', JWT_SECRET: 'short-secret', SERVE_CLIENT: 'maybe', DATABASE_URL: 'mysql://u:pw@h/db' });
    expect(problems).toEqual([
      'PORT: must be a whole number from 0 to 65535 (got "abc")',
      'SERVE_CLIENT: must be true or false (got "maybe")',
      'DATABASE_URL: must be a URL like postgres://user:password@host:5432/dbname',
      'JWT_SECRET: must be at least 32 characters (e.g. `openssl rand -base64 48`)',
    ]);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT: must be a whole number from 0 to 65535 (got "70000")']);
  });

  it('takes cache times in whole seconds, 0 turning a cache off', () => {
    expect(loadConfig({ DATA_DIR: dir, SESSION_CACHE_SECONDS: '0' })).toMatchObject({ sessionCacheMs: 0 });
    expect(problemsOf({ SESSION_CACHE_SECONDS: '1.5' })).toEqual(['SESSION_CACHE_SECONDS: must be a whole number of seconds from 0 to 300 (got "1.5")']);
    expect(problemsOf({ SESSION_CACHE_SECONDS: '301' })).toEqual(['SESSION_CACHE_SECONDS: must be a whole number of seconds from 0 to 300 (got "301")']);
  });

  it('runs the Match me round every 10 minutes, never in tests unless asked', () => {
    expect(loadConfig({ DATA_DIR: dir }).autoTeamEveryMs).toBe(600_000);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).autoTeamEveryMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', AUTO_TEAM_EVERY_SECONDS: '5' }).autoTeamEveryMs).toBe(5000);
    expect(loadConfig({ DATA_DIR: dir, AUTO_TEAM_EVERY_SECONDS: '0' }).autoTeamEveryMs).toBe(0);
    expect(problemsOf({ AUTO_TEAM_EVERY_SECONDS: 'often' })).toEqual(['AUTO_TEAM_EVERY_SECONDS: must be a whole number of seconds from 0 to 86400 (got "often")']);
  });

  it('formats the error so it can be printed as is', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: '-1' })).toThrow(
      'Invalid configuration:\n  - PORT: must be a whole number from 0 to 65535 (got "-1")',
    );
  });

  it('names the path when DATA_DIR cannot be written', () => {
    // A regular file in the way: fails even for root, unlike chmod.
    const blocker = join(dir, 'not-a-folder');
    writeFileSync(blocker, '');
    const bad = join(blocker, 'data');
    const [problem] = problemsOf({ DATA_DIR: bad });
    expect(problem).toContain(`DATA_DIR: cannot create or write to "${bad}"`);
  });

  it('treats empty variables as unset and parses booleans leniently', () => {
    const config = loadConfig({ DATA_DIR: dir, PORT: '', REDIS_URL: ' ', TRUST_PROXY: 'YES', SEED_DEMO: '0' });
    expect(config).toMatchObject({ port: 4000, redisUrl: null, trustProxy: true, seedDemo: false });
  });

  it('resolves relative folders against the working directory', () => {
    const config = loadConfig({ DATA_DIR: dir, CLIENT_DIR: 'some/client' });
    expect(config.clientDir).toBe(join(process.cwd(), 'some/client'));
  });

  it('accepts remote overrides as a manifest URL or as the folder holding it', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      REMOTE_URL_FEED: 'https://cdn.example.com/feed/',
      REMOTE_URL_CHAT: 'https://cdn.example.com/chat/v2/mf-manifest.json',
    });
    expect(config.remoteUrls).toEqual({
      feed: 'https://cdn.example.com/feed/mf-manifest.json',
      chat: 'https://cdn.example.com/chat/v2/mf-manifest.json',
    });
    expect(problemsOf({ REMOTE_URL_AUTH: 'not a url' })[0]).toMatch(/^REMOTE_URL_AUTH: must be a URL/);
  });

  it('reads DISABLED_REMOTES as a list of known remote names and refuses unknown ones', () => {
    expect(loadConfig({ DATA_DIR: dir }).disabledRemotes).toEqual([]);
    expect(loadConfig({ DATA_DIR: dir, DISABLED_REMOTES: 'chat, feed,chat' }).disabledRemotes).toEqual(['chat', 'feed']);
    expect(problemsOf({ DISABLED_REMOTES: 'chat,billing' })[0]).toMatch(/^DISABLED_REMOTES: must be a comma-separated list of auth, feed/);
  });

  it('defaults the public URL (links in e-mails) to the port actually served', () => {
    expect(loadConfig({ DATA_DIR: dir }).appUrl).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: dir, SERVE_CLIENT: 'true', PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: SECRET, PORT: '5050' }).appUrl).toBe('http://localhost:5050');
    expect(loadConfig({ DATA_DIR: dir, SERVE_CLIENT: 'true', PORT: '8080', APP_URL: 'https://hackmate.example.com/' }).appUrl).toBe('https://hackmate.example.com');
  });
});
