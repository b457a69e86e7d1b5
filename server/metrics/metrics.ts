import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';
import type { OutboxStanding } from '../notifications/outbox-store';
import { labelsText, metricText } from './prometheus-text';
import { requestDurations } from './request-durations';

/** Marks a request whose timing has begun: the request listener and the app both start it (tests call the app alone). */
const TIMED = Symbol('metrics: timed');
type Timed = IncomingMessage & { [TIMED]?: true };

/**
 * The site's metrics in Prometheus' text format, each described in docs/operations.md. Kept by
 * hand (plain numbers, request-durations.ts): a request costs a Map lookup, and prom-client is
 * loaded only for the process's own metrics (CPU, memory, event loop, GC), at the first scrape
 * that wants them, not at start. What the database knows (the outbox, ATS deliveries, digests)
 * is read at each scrape.
 */
export function createMetrics(options: {
  outboxStanding: () => Promise<OutboxStanding>;
  /** The process's own metrics: collected from the first scrape on, only where /metrics is served. */
  processMetrics: boolean;
}) {
  const durations = requestDurations();
  const cacheLookups = { hit: 0, miss: 0 };
  let feedFailures = 0;
  let processRegistry: Promise<Registry> | undefined;

  // One reading of the database per scrape, shared by the gauges.
  let reading: Promise<OutboxStanding> | undefined;
  const standing = () =>
    (reading ??= options.outboxStanding().finally(() => setTimeout(() => (reading = undefined), 1000)));

  const observe = (req: IncomingMessage, res: ServerResponse, startedAt: number) =>
    durations.observe(
      req.method ?? 'GET',
      routeOf(req.url ?? '/', res.statusCode),
      res.statusCode,
      (performance.now() - startedAt) / 1000,
    );

  return {
    contentType: 'text/plain; version=0.0.4; charset=utf-8',
    /** Times a request from here to its answer's end (once, however often it is called). */
    timeRequest(req: IncomingMessage, res: ServerResponse): void {
      const timed = req as Timed;
      if (timed[TIMED]) return;
      timed[TIMED] = true;
      const startedAt = performance.now();
      res.once('finish', () => observe(req, res, startedAt));
    },
    /** A request answered at once, before Express (the fast path): its time from `startedAt` to now. */
    answered(req: IncomingMessage, res: ServerResponse, startedAt: number): void {
      (req as Timed)[TIMED] = true;
      observe(req, res, startedAt);
    },
    pageCacheLookup: (hit: boolean) => cacheLookups[hit ? 'hit' : 'miss']++,
    feedLoadFailed: () => feedFailures++,
    /** Every metric, as a scrape reads it. */
    async text(): Promise<string> {
      const now = await standing();
      const sections = [
        durations.text(),
        metricText(
          {
            name: 'page_cache_lookups_total',
            help: 'Anonymous page requests looked up in the page cache, by result (hit: answered from it; miss: rendered)',
            type: 'counter',
          },
          Object.entries(cacheLookups).map(
            ([result, count]) => `page_cache_lookups_total${labelsText([['result', result]])} ${count}`,
          ),
        ),
        metricText(
          {
            name: 'job_feed_loads_failed_total',
            help: "Loads of the jobs feed (JOBS_SOURCE's ATS) that failed; the last good list stays served",
            type: 'counter',
          },
          [`job_feed_loads_failed_total ${feedFailures}`],
        ),
        gauge(
          'outbox_waiting_messages',
          'Messages (emails, webhooks, ATS deliveries) in the outbox not sent yet and not given up',
          now.waiting,
        ),
        gauge(
          'outbox_oldest_waiting_age_seconds',
          'Age of the oldest message waiting in the outbox; 0 when none waits',
          now.oldestWaitingAgeMs / 1000,
        ),
        metricText(
          {
            name: 'ats_deliveries',
            help: "Applications' deliveries into the company's ATS, by state (waiting, delivered, given_up)",
            type: 'gauge',
          },
          Object.entries(now.atsDeliveries).map(
            ([state, count]) => `ats_deliveries${labelsText([['state', state]])} ${count}`,
          ),
        ),
        gauge(
          'alert_digests_sent_last_day',
          'Job alert digests sent in the last 24 hours (by any process on the database: the server or send-alerts)',
          now.digestsSentLastDay,
        ),
      ];
      if (options.processMetrics) {
        processRegistry ??= import('prom-client').then(({ Registry, collectDefaultMetrics }) => {
          const registry = new Registry();
          collectDefaultMetrics({ register: registry });
          return registry;
        });
        sections.push((await (await processRegistry).metrics()).trimEnd());
      }
      return `${sections.join('\n')}\n`;
    },
  };
}

const gauge = (name: string, help: string, value: number) =>
  metricText({ name, help, type: 'gauge' }, [`${name} ${value}`]);

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
