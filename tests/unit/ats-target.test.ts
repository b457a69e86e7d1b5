import { describe, expect, it } from 'vitest';
import { atsTargetOf } from '../../server/ats-delivery/ats-target';
import { ConfigError, readEnvironment } from '../../server/config';

const config = (env: Record<string, string>) => readEnvironment({ NODE_ENV: 'test', ...env });

describe('GREENHOUSE_API_KEY and LEVER_API_KEY', () => {
  it('deliver into the ATS the jobs come from, with its key', () => {
    expect(
      atsTargetOf(config({ JOBS_SOURCE: 'greenhouse:medinest', GREENHOUSE_API_KEY: 'gh-key-0123456789' })),
    ).toEqual({
      ats: 'greenhouse',
      board: 'medinest',
      apiUrl: 'https://boards-api.greenhouse.io',
      apiKey: 'gh-key-0123456789',
    });
    expect(atsTargetOf(config({ JOBS_SOURCE: 'lever:medinest', LEVER_API_KEY: 'lever-key-0123456789' }))).toMatchObject(
      {
        ats: 'lever',
        board: 'medinest',
        apiUrl: 'https://api.lever.co',
      },
    );
  });

  it('deliver nothing without the key, or with the key of another source', () => {
    expect(atsTargetOf(config({ JOBS_SOURCE: 'greenhouse:medinest' }))).toBeNull();
    expect(
      atsTargetOf(config({ JOBS_SOURCE: 'greenhouse:medinest', LEVER_API_KEY: 'lever-key-0123456789' })),
    ).toBeNull();
    expect(atsTargetOf(config({ GREENHOUSE_API_KEY: 'gh-key-0123456789' }))).toBeNull();
    // Empty counts as unset, as for every variable.
    expect(atsTargetOf(config({ JOBS_SOURCE: 'lever:medinest', LEVER_API_KEY: '' }))).toBeNull();
  });

  it('stop the start when a key is not one as issued (spaces, quotes, a line break, too short)', () => {
    for (const key of ['a key with spaces', '"quoted-key-0123"', 'key-0123456789\n', 'short']) {
      expect(
        () => config({ JOBS_SOURCE: 'greenhouse:medinest', GREENHOUSE_API_KEY: key }),
        JSON.stringify(key),
      ).toThrow(ConfigError);
    }
    expect(() => config({ LEVER_API_KEY: 'lever key' })).toThrow(/LEVER_API_KEY: must be the API key as issued/);
  });
});

describe('a Recruitee careers site', () => {
  it('takes applications without a key: its jobs are delivered into it, at its careers site or RECRUITEE_API_URL', () => {
    expect(atsTargetOf(config({ JOBS_SOURCE: 'recruitee:medinest' }))).toEqual({
      ats: 'recruitee',
      board: 'medinest',
      apiUrl: 'https://medinest.recruitee.com',
      apiKey: '',
    });
    expect(
      atsTargetOf(config({ JOBS_SOURCE: 'recruitee:medinest', RECRUITEE_API_URL: 'http://127.0.0.1:8080' })),
    ).toMatchObject({ ats: 'recruitee', apiUrl: 'http://127.0.0.1:8080' });
  });
});

describe('ASHBY_API_KEY', () => {
  it("delivers into the Ashby board the jobs come from, at Ashby's API; nothing without it", () => {
    expect(atsTargetOf(config({ JOBS_SOURCE: 'ashby:medinest', ASHBY_API_KEY: 'ashby-key-0123456789' }))).toEqual({
      ats: 'ashby',
      board: 'medinest',
      apiUrl: 'https://api.ashbyhq.com',
      apiKey: 'ashby-key-0123456789',
    });
    expect(atsTargetOf(config({ JOBS_SOURCE: 'ashby:medinest' }))).toBeNull();
  });
});
