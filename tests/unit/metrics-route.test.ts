import { describe, expect, it } from 'vitest';
import { routeOf } from '../../server/metrics/metrics';

describe('the route label of a request', () => {
  it('is one of a bounded set, whatever paths are invented', () => {
    expect(routeOf('/api/jobs/some-id?x=1', 200)).toBe('/api/jobs');
    expect(routeOf('/api/application/draft/general', 200)).toBe('/api/application');
    expect(routeOf('/api/invented-name', 403)).toBe('/api/ (other)');
    expect(routeOf('/joblistings/any-job', 200)).toBe('page');
    expect(routeOf('/site-images/logo.svg?v=1', 200)).toBe('/site-images');
    expect(routeOf('/readyz', 200)).toBe('/readyz');
    expect(routeOf('/anything', 404)).toBe('not found');
  });
});
