// Runs one autocannon measurement in a worker thread, so the load generator does not share an
// event loop with the servers it measures. Reports exact latency percentiles (autocannon's own
// summary has no p95) and the request rate.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, headers, connections, seconds } = workerData;
const latencies = [];
let failures = 0;

const instance = autocannon({ url, headers, connections, duration: seconds, pipelining: 1 }, (err, result) => {
  if (err) {
    parentPort.postMessage({ error: String(err) });
    return;
  }
  latencies.sort((a, b) => a - b);
  const at = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] : NaN);
  parentPort.postMessage({
    requests: latencies.length,
    // Completed responses over the measured wall time (autocannon's duration, in seconds).
    rps: latencies.length / result.duration,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    failures: failures + result.errors + result.timeouts,
  });
});

instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  latencies.push(responseTime);
  if (statusCode !== 200) failures += 1;
});
