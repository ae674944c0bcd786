// How bench:web makes Lighthouse's CPU slowdown mean the same phone on any machine.
//
// Lighthouse's mobile profile does not slow the CPU to a fixed speed: it multiplies this machine's
// own task times by 4, which turns a machine with a benchmark index (`lhr.environment.benchmarkIndex`,
// higher is faster) in the high-end desktop bracket into a mid-tier phone. Lighthouse's
// docs/throttling.md ("Calibrating the CPU slowdown") says to pick a higher multiplier when the
// index is high in its bracket and a lower one when low, through `throttling.cpuSlowdownMultiplier`.
// Our goals were set on machines of index 1,300–2,300 at 4×, so the multiplier scales with the
// index around the middle of that range: 4 × index / 1,800 (never below 1: no throttling at all is
// as slow as a machine can be made to look). A machine 40 % faster than that gets ~5.6×.

export const CALIBRATED_INDEX = 1800;
export const DEFAULT_MULTIPLIER = 4;
/** Where the default 4× is calibrated: outside it, a run with the fixed multiplier is not judged. */
export const CALIBRATED_RANGE = [1300, 2300];

/** The multiplier that makes a machine of `index` as slow as the calibrated profile, to one decimal. */
export function multiplierFor(index) {
  if (!Number.isFinite(index) || index <= 0) return DEFAULT_MULTIPLIER;
  return Math.max(1, Math.round(((DEFAULT_MULTIPLIER * index) / CALIBRATED_INDEX) * 10) / 10);
}

export const inCalibratedRange = (index) => index >= CALIBRATED_RANGE[0] && index <= CALIBRATED_RANGE[1];

/**
 * A short Lighthouse pass (one cheap audit) that only reads the machine's benchmark index now.
 * Lighthouse measures it at the start of every run, before loading the page.
 */
export async function measureBenchmarkIndex(lighthouse, url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyAudits: ['viewport'] });
  return result.lhr.environment.benchmarkIndex;
}
