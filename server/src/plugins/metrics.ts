import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ClientErrorKind } from '@hackmate/shared/contracts/constants';
import { globalPlugin } from '../lib/plugin';

export type ChatKind = 'direct' | 'team';

/** What the app counts for operators; read as Prometheus text at GET /api/metrics. */
export interface AppMetrics {
  registry: Registry;
  /** A chat message reached its recipients' rooms, `startedAt` (performance.now()) after it arrived. */
  chatDelivered(kind: ChatKind, startedAt: number): void;
  /** A browser reported that a remote failed to load or to render. */
  clientError(kind: ClientErrorKind, remote: string, version: string): void;
  /** A request ended on the client's side before its body was in (hung up, or timed out). */
  requestAborted(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

// Seconds; requests and deliveries on this app are mostly a few milliseconds, the tail matters.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// Labels come from browsers: a flood of invented versions must not grow the registry without end.
const MAX_VERSIONS_PER_REMOTE = 20;

/**
 * One registry per app (tests build many apps in one process): request rate and latency per
 * route pattern, live sockets, chat delivery, client-reported remote failures, database pool use,
 * and Node's own metrics (event-loop delay, memory, GC). Registered before the routes so its
 * hook times every one of them.
 */
export const metricsPlugin = globalPlugin('hackmate-metrics', async (app) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Histogram({
    name: 'hackmate_http_request_duration_seconds',
    help: 'HTTP requests by route pattern (not the raw URL), method and status; _count gives the rate',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern ('/api/users/:id'), so one label per route whatever ids people ask for.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'hackmate_sockets_connected',
    help: 'Signed-in Socket.IO connections held by this process',
    registers: [registry],
    collect() {
      // `io` is decorated by the Socket.IO plugin, registered after this one.
      this.set(app.hasDecorator('io') ? app.io.of('/').sockets.size : 0);
    },
  });

  const delivered = new Counter({ name: 'hackmate_chat_messages_delivered_total', help: 'Chat messages stored and sent to their recipients', labelNames: ['kind'] as const, registers: [registry] });
  const deliveryLatency = new Histogram({
    name: 'hackmate_chat_delivery_seconds',
    help: 'From a chat message arriving on the socket to its delivery to the recipients (rate limit, validation and storage included)',
    labelNames: ['kind'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  const clientErrors = new Counter({
    name: 'hackmate_client_errors_total',
    help: 'Remote load failures and render errors reported by browsers, per remote and version',
    labelNames: ['kind', 'remote', 'version'] as const,
    registers: [registry],
  });
  const aborted = new Counter({
    name: 'hackmate_http_requests_aborted_total',
    help: 'Requests whose client hung up or stopped sending before the body was in (no answer was due)',
    registers: [registry],
  });
  const versionsSeen = new Map<string, Set<string>>();
  const boundedVersion = (remote: string, version: string) => {
    let seen = versionsSeen.get(remote);
    if (!seen) versionsSeen.set(remote, (seen = new Set()));
    if (seen.has(version)) return version;
    if (seen.size >= MAX_VERSIONS_PER_REMOTE) return 'other';
    seen.add(version);
    return version;
  };

  new Gauge({
    name: 'hackmate_db_connections',
    help: 'Database connections by state (total, idle) and queries waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = app.database.poolUse();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });

  app.decorate<AppMetrics>('metrics', {
    registry,
    chatDelivered(kind, startedAt) {
      delivered.inc({ kind });
      deliveryLatency.observe({ kind }, (performance.now() - startedAt) / 1000);
    },
    clientError(kind, remote, version) {
      clientErrors.inc({ kind, remote, version: boundedVersion(remote, version) });
    },
    requestAborted() {
      aborted.inc();
    },
  });
});
