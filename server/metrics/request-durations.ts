import { labelsText, metricText, valueText } from './prometheus-text';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;

interface Series {
  labels: string;
  /** Per bucket (and one past the last: +Inf), not cumulative. */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * The histogram `http_request_duration_seconds` by method, route and status, kept by hand: each
 * request is a Map lookup and a bucket's count. prom-client's `observe` checks and hashes its
 * label object on every call, which cost a cached page 8 % of its throughput (docs/architecture.md,
 * "Performance"); the series are few (methods × bounded routes × statuses), the text is written at
 * each scrape.
 */
export function requestDurations() {
  const series = new Map<string, Series>();
  return {
    observe(method: string, route: string, status: number, seconds: number): void {
      const key = `${method} ${route} ${status}`;
      let entry = series.get(key);
      if (!entry) {
        const labels = [
          ['method', method],
          ['route', route],
          ['status', String(status)],
        ] as const;
        entry = { labels: labelsText(labels), counts: Array<number>(BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
        series.set(key, entry);
      }
      // The first bucket whose bound the time is within; past the last, +Inf's.
      const found = BUCKETS.findIndex((bound) => seconds <= bound);
      const bucket = found === -1 ? BUCKETS.length : found;
      entry.counts[bucket] = (entry.counts[bucket] ?? 0) + 1;
      entry.sum += seconds;
      entry.count++;
    },
    text(): string {
      const samples: string[] = [];
      for (const { labels, counts, sum, count } of series.values()) {
        // `le` after the others, as Prometheus' own clients write it.
        const withLe = (le: number) => `${labels.slice(0, -1)},le="${valueText(le)}"}`;
        let cumulative = 0;
        [...BUCKETS, Number.POSITIVE_INFINITY].forEach((bound, index) => {
          cumulative += counts[index] ?? 0;
          samples.push(`http_request_duration_seconds_bucket${withLe(bound)} ${cumulative}`);
        });
        samples.push(
          `http_request_duration_seconds_sum${labels} ${sum}`,
          `http_request_duration_seconds_count${labels} ${count}`,
        );
      }
      return metricText(
        {
          name: 'http_request_duration_seconds',
          help: 'Requests answered, by method, route (a bounded set: routeOf) and status, with how long each took',
          type: 'histogram',
        },
        samples,
      );
    },
  };
}
