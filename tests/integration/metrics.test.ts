import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../support/test-app';

const TOKEN = 'a-scraper-token-of-the-tests';

/** One metric's sample value from the text format, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const { app } = await createTestApp();
    await request(app).get('/metrics').expect(404);
  });

  it('answers only the bearer of METRICS_TOKEN', async () => {
    const { app } = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const anonymous = await request(app).get('/metrics').expect(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await request(app).get('/metrics').set('Authorization', TOKEN).expect(401);
  });

  it('logs refused requests at most once a minute, with how many, and never what was sent', async () => {
    const { app, logLines } = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const refusals = () => logLines.filter((line) => line.msg === 'a /metrics request was refused');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await request(app).get('/metrics').set('Authorization', 'Bearer guess-one').expect(401);
      await request(app).get('/metrics').set('Authorization', 'Bearer guess-two').expect(401);
      await request(app).get('/metrics').expect(401);
      expect(refusals()).toMatchObject([{ level: 40, refused: 1, client: expect.any(String), sent: 'a wrong token' }]);
      vi.setSystemTime(Date.now() + 61_000);
      await request(app).get('/metrics').expect(401);
      expect(refusals()).toMatchObject([{ refused: 1 }, { refused: 3, sent: 'nothing' }]);
    } finally {
      vi.useRealTimers();
    }
    expect(JSON.stringify(logLines)).not.toMatch(/guess-one|guess-two/);
  });

  it('counts requests by route and status, page cache hits and misses, and reads the outbox and the process', async () => {
    const { app } = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    await request(app).get('/culture').set('Accept-Encoding', 'gzip').expect(200);
    await request(app).get('/culture').set('Accept-Encoding', 'gzip').expect(200);
    await request(app).get('/api/jobs').expect(200);
    await request(app).get('/no-such-page-of-the-metrics-test').expect(404);
    const { text, headers } = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="page",status="200"}')).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/jobs",status="200"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="not found",status="404"}')).toBe(1);
    expect(sample(text, 'page_cache_lookups_total{result="miss"}')).toBe(1);
    expect(sample(text, 'page_cache_lookups_total{result="hit"}')).toBe(1);
    expect(sample(text, 'outbox_waiting_messages')).toBe(0);
    expect(sample(text, 'outbox_oldest_waiting_age_seconds')).toBe(0);
    expect(sample(text, 'ats_deliveries{state="given_up"}')).toBe(0);
    expect(sample(text, 'alert_digests_sent_last_day')).toBe(0);
    expect(sample(text, 'job_feed_loads_failed_total')).toBe(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    // The scrape itself is not in the log, as probes are not.
  });

  it('counts a jobs feed that fails to load', async () => {
    const { app } = await createTestApp({
      env: {
        METRICS_TOKEN: TOKEN,
        JOBS_SOURCE: 'greenhouse:nobody',
        // A port nothing listens on: the first load fails.
        GREENHOUSE_API_URL: 'http://127.0.0.1:9',
      },
    });
    await expect
      .poll(async () =>
        sample(
          (await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).text,
          'job_feed_loads_failed_total',
        ),
      )
      .toBeGreaterThanOrEqual(1);
  });
});
