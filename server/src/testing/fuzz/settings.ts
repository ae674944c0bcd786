import fc from 'fast-check';

/**
 * How long and from where the fuzz tests search. In CI (`pnpm test`) a fixed seed and a time
 * bound keep every run the same and short; `pnpm fuzz` (FUZZ_LONG=1) searches much longer from
 * a new seed each time. Environment:
 *   FUZZ_SEED     start from this seed (printed by every failure and by `pnpm fuzz`)
 *   FUZZ_RUNS     cases per operation or event
 *   FUZZ_SECONDS  time bound per test file (per database); 0 = none
 *   FUZZ_PATH     with FUZZ_SEED: replay one failing case (printed by the failure)
 */
export interface FuzzSettings {
  long: boolean;
  seed: number;
  runs: number;
  /** For the whole file; each property gets its share. 0 = no bound. */
  seconds: number;
  path: string | undefined;
}

/** Fixed, so CI explores the same cases every run and a failure there reproduces anywhere. */
const CI_SEED = 1_717_171_717;

function numberFrom(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return value;
}

export function fuzzSettings(defaults: { ciRuns: number; ciSeconds: number }): FuzzSettings {
  const long = process.env.FUZZ_LONG === '1';
  return {
    long,
    seed: numberFrom('FUZZ_SEED') ?? (long ? Math.floor(Math.random() * 2 ** 31) : CI_SEED),
    runs: numberFrom('FUZZ_RUNS') ?? (long ? defaults.ciRuns * 10 : defaults.ciRuns),
    seconds: numberFrom('FUZZ_SECONDS') ?? (long ? 0 : defaults.ciSeconds),
    path: process.env.FUZZ_PATH || undefined,
  };
}

/** A vitest timeout for one property that gets `share` of the file's time. */
export function propertyTimeout(settings: FuzzSettings, shares: number): number {
  // Shrinking a failure and a slow machine both need room beyond the search itself.
  return settings.seconds > 0 ? (settings.seconds * 1000) / shares + 60_000 : 24 * 60 * 60 * 1000;
}

export interface FuzzCase<T> {
  /** What is fuzzed, e.g. "GET /api/feed" or "socket sendMessage". */
  name: string;
  arbitrary: fc.Arbitrary<T>;
  /** Throws when the case breaks a rule. */
  check: (value: T) => Promise<void>;
  /** How a failing value reads in the report (the request as it was sent). */
  render: (value: T) => string;
}

/**
 * Runs one property and, on failure, throws a report that says how to repeat it: the seed, the
 * replay path and the shrunk input as it was sent.
 */
export async function runFuzz<T>(settings: FuzzSettings, shares: number, fuzz: FuzzCase<T>): Promise<void> {
  const details = await fc.check(
    fc.asyncProperty(fuzz.arbitrary, (value) => fuzz.check(value)),
    {
      seed: settings.seed,
      path: settings.path,
      numRuns: settings.runs,
      interruptAfterTimeLimit: settings.seconds > 0 ? Math.max(1_000, (settings.seconds * 1000) / shares) : undefined,
    },
  );
  if (!details.failed || details.counterexample === null) return;
  const [value] = details.counterexample;
  const reason = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    [
      `${fuzz.name}: ${reason}`,
      '',
      'Shrunk input, as sent:',
      fuzz.render(value),
      '',
      `Found after ${details.numRuns} cases (${details.numShrinks} shrinks). Repeat with:`,
      // -t takes a pattern: the name's own braces and stars must be taken literally.
      `  FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath} pnpm fuzz -t ${JSON.stringify(fuzz.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))}`,
    ].join('\n'),
  );
}
