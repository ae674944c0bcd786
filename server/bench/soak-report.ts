// What the soak measures per minute, how it prints it and how it judges the run.
import { readFileSync } from 'node:fs';
import { cpuSeconds, percentile } from './support';

export interface Minute {
  requests: number;
  errors: number;
  latencies: number[];
  rssPeak: number;
  /** Shares of one core used by the server and by the soak's own process (the clients), and of the whole machine, in %. */
  serverCpu?: number;
  clientCpu?: number;
  machineCpu?: number;
}

export const newMinute = (): Minute => ({ requests: 0, errors: 0, latencies: [], rssPeak: 0 });

export interface Goals {
  p99Factor: number;
  rssDrift: number;
}

/** Busy and total CPU ticks of the whole machine (/proc/stat: idle and iowait are not busy). */
function machineTicks(): { busy: number; total: number } {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

/**
 * Who was busy during a minute: a saturated server, this process playing a thousand clients, or
 * other work on the machine (which makes latencies mean less).
 */
export function cpuMeter(serverPid: number) {
  const read = () => ({ at: Date.now(), server: cpuSeconds(serverPid), client: process.cpuUsage(), machine: machineTicks() });
  let mark = read();
  return (m: Minute) => {
    const now = read();
    const ms = now.at - mark.at;
    const client = process.cpuUsage(mark.client);
    m.serverCpu = ((now.server - mark.server) * 100_000) / ms;
    m.clientCpu = (client.user + client.system) / 10 / ms;
    m.machineCpu = (100 * (now.machine.busy - mark.machine.busy)) / (now.machine.total - mark.machine.total);
    mark = now;
  };
}

function stats(m: Minute) {
  const sorted = [...m.latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

export function printHeader(): void {
  console.log('\n| minute | requests | errors | p50 ms | p99 ms | server RSS peak MB | server CPU % | clients CPU % | machine CPU % |');
  console.log('|---|---|---|---|---|---|---|---|---|');
}

export function printRow(label: string, m: Minute): void {
  const { p50, p99 } = stats(m);
  const pct = (n?: number) => (n === undefined ? '-' : n.toFixed(0));
  console.log(`| ${label} | ${m.requests} | ${m.errors} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${m.rssPeak || '-'} | ${pct(m.serverCpu)} | ${pct(m.clientCpu)} | ${pct(m.machineCpu)} |`);
}

/** Prints the goals with PASS/FAIL; true when all are met. */
export function judge(minutes: Minute[], undelivered: number, lost: string[], goals: Goals): boolean {
  const ran = minutes.filter((m) => m.requests > 0);
  const first = ran[0];
  const last = ran[ran.length - 1];
  if (!first || !last) {
    console.log('\nNo minute completed.');
    return false;
  }
  const failed = ran.reduce((n, m) => n + m.errors, 0);
  const errors = failed + undelivered + lost.length;
  const p99First = stats(first).p99;
  const p99Worst = Math.max(...ran.map((m) => stats(m).p99));
  // Memory is judged from minute 2: the first fills caches, pools and compiled code once.
  const warm = ran.length >= 3 ? ran[1]! : first;
  const drift = (last.rssPeak - warm.rssPeak) / warm.rssPeak;
  const results = [
    [errors === 0, `errors: ${errors} (requests and acknowledgements ${failed}, messages never delivered ${undelivered}, sockets lost ${lost.length}; goal 0)`],
    [p99Worst <= goals.p99Factor * p99First, `worst minute's p99 ${p99Worst.toFixed(1)} ms = ${(p99Worst / p99First).toFixed(2)} × minute 1's ${p99First.toFixed(1)} ms (goal ≤ ${goals.p99Factor} ×)`],
    [drift < goals.rssDrift, `RSS peak, minute ${ran.indexOf(warm) + 1} → ${ran.length}: ${warm.rssPeak} → ${last.rssPeak} MB, ${(drift * 100).toFixed(1)} % (goal < ${goals.rssDrift * 100} %)`],
  ] as const;
  console.log('\nGoals:');
  for (const [ok, text] of results) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${text}`);
  if (lost.length > 0) console.log(`  ${lost.slice(0, 5).join('\n  ')}`);
  return results.every(([ok]) => ok);
}
