import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnvironment } from '../../server/config';

const config = (env: Record<string, string>) => readEnvironment({ NODE_ENV: 'test', ...env });

describe('JOBS_SOURCE and the settings around it', () => {
  it('defaults to the embedded jobs and the public ATS APIs, with no public URL', () => {
    expect(config({})).toMatchObject({
      JOBS_SOURCE: { kind: 'embedded' },
      GREENHOUSE_API_URL: 'https://boards-api.greenhouse.io',
      LEVER_API_URL: 'https://api.lever.co',
      ASHBY_API_URL: 'https://api.ashbyhq.com',
      SMARTRECRUITERS_API_URL: 'https://api.smartrecruiters.com',
      JOBS_CACHE_TTL_MS: 300_000,
      JOBS_TIMEOUT_MS: 10_000,
    });
    expect(config({}).PUBLIC_URL).toBeUndefined();
    // Recruitee's base is the company's careers site, unless set.
    expect(config({}).RECRUITEE_API_URL).toBeUndefined();
  });

  it.each([
    ['file:examples/jobs.example.json', { kind: 'file', path: resolve('examples/jobs.example.json') }],
    ['file:/srv/jobs.yaml', { kind: 'file', path: '/srv/jobs.yaml' }],
    ['greenhouse:medinest', { kind: 'greenhouse', board: 'medinest' }],
    ['lever:medinest-health', { kind: 'lever', site: 'medinest-health' }],
    ['ashby:linear', { kind: 'ashby', board: 'linear' }],
    ['recruitee:channable', { kind: 'recruitee', company: 'channable' }],
    ['smartrecruiters:Ubisoft2', { kind: 'smartrecruiters', company: 'Ubisoft2' }],
  ])('reads %s', (value, expected) => {
    expect(config({ JOBS_SOURCE: value }).JOBS_SOURCE).toEqual(expected);
  });

  it.each([
    'jobs.json',
    'file:',
    'greenhouse:',
    'greenhouse:../admin',
    'lever:a/b',
    'workday:x',
    'GREENHOUSE:x',
    'ashby:',
    'recruitee:a.b',
    'recruitee:evil.example/x',
    'smartrecruiters:a/b',
  ])('refuses JOBS_SOURCE=%s with a message naming it', (value) => {
    expect(() => config({ JOBS_SOURCE: value })).toThrow(/JOBS_SOURCE: must be file:<path>, greenhouse:/);
  });

  it('reads PUBLIC_URL as an origin', () => {
    expect(config({ PUBLIC_URL: 'https://careers.example.com/' }).PUBLIC_URL).toBe('https://careers.example.com');
  });

  it.each(['careers.example.com', 'https://careers.example.com/jobs', 'https://a@careers.example.com', 'ftp://x'])(
    'refuses PUBLIC_URL=%s',
    (value) => {
      expect(() => config({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
    },
  );

  it.each(['GREENHOUSE_API_URL', 'LEVER_API_URL'])('refuses a %s that is not http(s)', (name) => {
    expect(() => config({ [name]: 'file:///etc/passwd' })).toThrow(name);
  });
});
