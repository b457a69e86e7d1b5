import { describe, expect, it } from 'vitest';
import { requestDurations } from '../../server/metrics/request-durations';

describe('the request-duration histogram, kept by hand', () => {
  it("writes Prometheus' text format: cumulative buckets with le last, then the sum and count of each series", () => {
    const durations = requestDurations();
    durations.observe('GET', 'page', 200, 0.002);
    durations.observe('GET', 'page', 200, 0.03);
    durations.observe('GET', 'page', 200, 9);
    durations.observe('POST', '/api/application', 400, 0.01);
    const lines = durations.text().split('\n');
    expect(lines.slice(0, 2)).toEqual([
      expect.stringMatching(/^# HELP http_request_duration_seconds /),
      '# TYPE http_request_duration_seconds histogram',
    ]);
    const page = lines.filter((line) => line.includes('route="page"'));
    expect(page).toEqual([
      'http_request_duration_seconds_bucket{method="GET",route="page",status="200",le="0.005"} 1',
      'http_request_duration_seconds_bucket{method="GET",route="page",status="200",le="0.01"} 1',
      'http_request_duration_seconds_bucket{method="GET",route="page",status="200",le="0.025"} 1',
      'http_request_duration_seconds_bucket{method="GET",route="page",status="200",le="0.05"} 2',
      'http_request_duration_seconds_bucket{method="GET",route="page",status="200",le="0.1"} 2',
      'http_request_duration_seconds_bucket{method="GET",route="page",status="200",le="0.25"} 2',
      'http_request_duration_seconds_bucket{method="GET",route="page",status="200",le="0.5"} 2',
      'http_request_duration_seconds_bucket{method="GET",route="page",status="200",le="1"} 2',
      'http_request_duration_seconds_bucket{method="GET",route="page",status="200",le="2.5"} 2',
      'http_request_duration_seconds_bucket{method="GET",route="page",status="200",le="5"} 2',
      'http_request_duration_seconds_bucket{method="GET",route="page",status="200",le="+Inf"} 3',
      'http_request_duration_seconds_sum{method="GET",route="page",status="200"} 9.032',
      'http_request_duration_seconds_count{method="GET",route="page",status="200"} 3',
    ]);
    // 0.01 is in the bucket whose bound it equals (le: less than or equal).
    expect(lines).toContain(
      'http_request_duration_seconds_bucket{method="POST",route="/api/application",status="400",le="0.01"} 1',
    );
  });
});
