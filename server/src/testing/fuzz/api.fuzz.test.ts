import type { GoogleVerifier } from '../../plugins/firebase';
import { createTestApp } from '../harness';
import { uniqueIp } from '../users';
import { validators } from './ajv';
import { type Answer, checkAnswer, findLeak } from './checks';
import { textFields, requestWithText } from './fields';
import { forgedCookies } from './forged-cookies';
import { fetchDocument, listOperations, resolver } from './openapi';
import { type FuzzRequest, renderRequest, requestFor, visible } from './requests';
import { fuzzSettings, propertyTimeout, runFuzz } from './settings';
import { createFuzzWorld } from './world';

// Every operation the server publishes, attacked with requests derived from its own description:
// no 5xx, no answer slower than 2 s, no status or field the description does not list, and
// nothing of the victim's that is not the requester's to see.
const settings = fuzzSettings({ ciRuns: 300, ciSeconds: 40 });
// Rate limits are tested on their own; here they would only stop the search early.
const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
afterAll(() => t.close());
// Google sign-in switched on, as in production, where no token an attacker makes verifies.
Object.assign(t.app, { googleVerifier: { verify: async () => null } satisfies GoogleVerifier });

const doc = await fetchDocument(t.app);
const operations = listOperations(doc);
const world = await createFuzzWorld(t);
const forged = await forgedCookies(t.config.jwtSecret, world.secrets.victimSessionToken, world.attacker.user._id, world.victim.id);
const { compile } = validators(doc);
const ctx = { resolve: resolver(doc), known: world.known };
if (settings.long) console.info(`API fuzz: seed ${settings.seed}, ${settings.runs} cases per operation (FUZZ_SEED=${settings.seed} to repeat)`);

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

// Which statuses each operation answered (does the search get past validation?) and its slowest answer.
const tally = new Map<string, { counts: Map<number, number>; slowest: number }>();
afterAll(() => {
  if (!settings.long && !process.env.FUZZ_STATS) return;
  const lines = [...tally].map(([name, { counts, slowest }]) => {
    const statuses = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    return `  ${name}: ${statuses.join(' ')} (slowest ${Math.round(slowest)} ms)`;
  });
  console.info(`Answers per operation:\n${lines.join('\n')}`);
});

async function send(req: FuzzRequest): Promise<Answer> {
  const cookie = req.identity.kind === 'attacker' ? world.attackerCookie() : req.identity.kind === 'forged' ? req.identity.cookie : undefined;
  const started = performance.now();
  const res = await t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: cookie === undefined ? req.headers : { ...req.headers, cookie },
    payload: req.body.payload,
    remoteAddress: uniqueIp(),
  });
  const ms = performance.now() - started;
  if (req.identity.kind === 'attacker') await world.afterResponse(res);
  const seen = tally.get(req.operation) ?? { counts: new Map<number, number>(), slowest: 0 };
  seen.counts.set(res.statusCode, (seen.counts.get(res.statusCode) ?? 0) + 1);
  tally.set(req.operation, { counts: seen.counts, slowest: Math.max(seen.slowest, ms) });
  return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body, headers: JSON.stringify(res.headers), ms };
}

describe('every operation in /api/openapi.json, fuzzed', () => {
  it('finds the operations in the published document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(25);
  });

  for (const op of operations) {
    it(
      op.name,
      () =>
        runFuzz(settings, operations.length, {
          name: op.name,
          arbitrary: requestFor(op, ctx, forged),
          render: renderRequest,
          async check(req) {
            const answer = await send(req);
            checkAnswer(op, answer, compile);
            const asked = safeDecode(req.url) + String(req.body.payload ?? '');
            const leak = findLeak(answer.body + answer.headers, asked, world.secrets);
            if (leak) throw new Error(`the answer shows ${leak}: ${answer.status} ${visible(answer.body.slice(0, 300))}`);
          },
        }),
      propertyTimeout(settings, operations.length),
    );
  }

  // The text rule (shared/src/validation/text.ts), proved field by field rather than by chance.
  it('refuses NUL and broken Unicode in every text field of every operation, naming the field', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const op of operations) {
      for (const field of textFields(op, ctx)) {
        for (const text of ['a\u0000b', 'a\ud800b']) {
          const { url, payload } = requestWithText(op, ctx, field, text);
          const headers = { cookie: world.attackerCookie(), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) };
          const res = await t.app.inject({ method: op.method as 'GET', url, headers, payload, remoteAddress: uniqueIp() });
          await world.afterResponse(res);
          const said = `${op.name} ${field.where} ${field.name} ${JSON.stringify(text)}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          const details = res.statusCode === 400 ? (res.json<{ details?: Record<string, string> }>().details ?? {}) : {};
          if (res.statusCode < 400 || res.statusCode >= 500) problems.push(said);
          // A list's rule may speak for its items ("skills" for skills.0).
          const named = Object.keys(details).some((key) => field.name === key || field.name.startsWith(`${key}.`));
          if (field.where === 'body' && res.statusCode === 400 && Object.keys(details).length && !named) problems.push(`does not name the field: ${said}`);
          checked++;
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });

  it("leaves the victim's account, rows and session as they were", async () => {
    expect(await world.victimChanges()).toEqual([]);
  });
});
