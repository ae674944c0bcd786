// A small HTTP client for benches: keep-alive connections, one per virtual user, timings in ms.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

export class BenchClient {
  private readonly agent: http.Agent;

  constructor(
    private readonly baseUrl: URL,
    connections: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  }

  request(method: 'GET' | 'POST', path: string, cookie?: string, retried = false): Promise<Answer> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: this.baseUrl.hostname, port: this.baseUrl.port, method, path, agent: this.agent, headers: cookie ? { cookie } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => {
        // A kept-alive connection the server closed as it was reused: retried once, as browsers do.
        if (!retried && req.reusedSocket && err.code === 'ECONNRESET') resolve(this.request(method, path, cookie, true));
        // Counted as a failed request (status 0), so one broken connection shows in the table instead of ending the run.
        else if (err.code === 'ECONNRESET' || err.code === 'EPIPE') resolve({ status: 0, body: `${method} ${path}: ${err.code}`, ms: performance.now() - started });
        else reject(err);
      });
      req.end();
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Latencies of one kind of request, and how many there were. */
export class Timings {
  readonly ms: number[] = [];
  errors = 0;
  /** Refusals by status, to tell overload (429, 503) from a bug (500). */
  readonly statuses = new Map<number, number>();
  /** The first few refusals, when and what they said, so a run that fails tells why. */
  readonly firstErrors: string[] = [];

  add(answer: Answer, ok = answer.status > 0 && answer.status < 400): void {
    if (ok) this.ms.push(answer.ms);
    else {
      this.errors += 1;
      this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
      if (this.firstErrors.length < 3) this.firstErrors.push(`${new Date().toISOString()} ${answer.status} ${answer.body.slice(0, 160)}`);
    }
  }

  /** Adds another run's timings to these. */
  absorb(other: Timings): void {
    for (const ms of other.ms) this.ms.push(ms);
    this.errors += other.errors;
    for (const [status, count] of other.statuses) this.statuses.set(status, (this.statuses.get(status) ?? 0) + count);
    this.firstErrors.push(...other.firstErrors.slice(0, Math.max(0, 3 - this.firstErrors.length)));
  }

  sorted(): number[] {
    return [...this.ms].sort((a, b) => a - b);
  }
}
