import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OutboxStanding } from '../notifications/outbox-store';

/**
 * The site's metrics in Prometheus' text format (prom-client), each described in
 * docs/operations.md; a registry of this app's own (tests build several apps in one process).
 * What the database knows (the outbox, ATS deliveries, digests) is read at each scrape.
 */
export function createMetrics(options: {
  outboxStanding: () => Promise<OutboxStanding>;
  /** The process's own metrics (CPU, memory, event loop, GC): observers started only when /metrics is served. */
  processMetrics: boolean;
}) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, route (a bounded set: routeOf) and status, with how long each took',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const pageCache = new Counter({
    name: 'page_cache_lookups_total',
    help: 'Anonymous page requests looked up in the page cache, by result (hit: answered from it; miss: rendered)',
    labelNames: ['result'],
    registers,
  });
  const feedFailures = new Counter({
    name: 'job_feed_loads_failed_total',
    help: "Loads of the jobs feed (JOBS_SOURCE's ATS) that failed; the last good list stays served",
    registers,
  });

  // One reading of the database per scrape, shared by the gauges below.
  let reading: Promise<OutboxStanding> | undefined;
  const standing = () =>
    (reading ??= options.outboxStanding().finally(() => setTimeout(() => (reading = undefined), 1000)));
  new Gauge({
    name: 'outbox_waiting_messages',
    help: 'Messages (emails, webhooks, ATS deliveries) in the outbox not sent yet and not given up',
    registers,
    async collect() {
      this.set((await standing()).waiting);
    },
  });
  new Gauge({
    name: 'outbox_oldest_waiting_age_seconds',
    help: 'Age of the oldest message waiting in the outbox; 0 when none waits',
    registers,
    async collect() {
      this.set((await standing()).oldestWaitingAgeMs / 1000);
    },
  });
  new Gauge({
    name: 'ats_deliveries',
    help: "Applications' deliveries into the company's ATS, by state (waiting, delivered, given_up)",
    labelNames: ['state'],
    registers,
    async collect() {
      for (const [state, count] of Object.entries((await standing()).atsDeliveries)) this.set({ state }, count);
    },
  });
  new Gauge({
    name: 'alert_digests_sent_last_day',
    help: 'Job alert digests sent in the last 24 hours (by any process on the database: the server or send-alerts)',
    registers,
    async collect() {
      this.set((await standing()).digestsSentLastDay);
    },
  });

  // The request listener and the app both start timing (tests call the app alone): once each.
  const timed = new WeakSet<IncomingMessage>();
  return {
    registry,
    /** Times a request from here to its answer's end (once, however often it is called). */
    timeRequest(req: IncomingMessage, res: ServerResponse): void {
      if (timed.has(req)) return;
      timed.add(req);
      const end = requests.startTimer();
      res.once('finish', () =>
        end({ method: req.method ?? 'GET', route: routeOf(req.url ?? '/', res.statusCode), status: res.statusCode }),
      );
    },
    pageCacheLookup: (hit: boolean) => pageCache.inc({ result: hit ? 'hit' : 'miss' }),
    feedLoadFailed: () => feedFailures.inc(),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The API's first path segments (each area's routes module): each its own `route` label. */
const apiRoutes = new Set([
  'alerts',
  'application',
  'jobs',
  'me',
  'openapi.json',
  'recruiter',
  'session',
  'sign-in-link',
  'site',
]);
const namedPaths = new Set(['/metrics', '/healthz', '/readyz', '/sitemap.xml', '/robots.txt']);

/**
 * A request's route as a label: a bounded set, never from the raw path (every job id, every
 * invented /api/ name would be a series of its own). The API by its first segment after /api/ when
 * it is one of the site's (`/api/jobs`), any other `/api/ (other)`; the site's pictures and built
 * files by their folders; every page as `page`; what was not found as `not found`.
 */
export function routeOf(url: string, status: number): string {
  if (status === 404) return 'not found';
  const path = url.split('?')[0] ?? '/';
  if (path.startsWith('/api/')) {
    const name = path.split('/')[2] ?? '';
    return apiRoutes.has(name) ? `/api/${name}` : '/api/ (other)';
  }
  if (path.startsWith('/assets/')) return '/assets';
  if (path.startsWith('/site-images/')) return '/site-images';
  return namedPaths.has(path) ? path : 'page';
}
