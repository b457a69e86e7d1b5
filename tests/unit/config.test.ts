import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readEnvironment, loadMigrateConfig } from '../../server/config';

const secret = 'x'.repeat(32);

describe('configuration from the environment', () => {
  it('starts with the documented defaults when only production essentials are set', () => {
    const config = readEnvironment({ SESSION_SECRET: secret });
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      BLOG_CACHE_TTL_MS: 60_000,
      BLOG_STALE_MS: 86_400_000,
      BLOG_TIMEOUT_MS: 3_000,
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      APPLICATION_RETENTION_DAYS: 365,
    });
    expect(config.BLOG_API_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(readEnvironment({ NODE_ENV: 'test', PORT: '', LOG_LEVEL: '' })).toMatchObject({
      PORT: 3000,
      LOG_LEVEL: 'info',
    });
  });

  it('reads numbers and URLs', () => {
    const config = readEnvironment({
      NODE_ENV: 'development',
      PORT: '8080',
      BLOG_API_URL: 'https://blog.example.com/api',
      BLOG_TIMEOUT_MS: '500',
      DATABASE_URL: 'postgres://127.0.0.1:5432/test',
    });
    expect(config).toMatchObject({ PORT: 8080, BLOG_TIMEOUT_MS: 500, BLOG_API_URL: 'https://blog.example.com/api' });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['BLOG_API_URL', 'ftp://blog.example.com'],
    ['BLOG_API_URL', 'not a url'],
    ['BLOG_CACHE_TTL_MS', '-5'],
    ['BLOG_TIMEOUT_MS', '1.5'],
    ['DATABASE_URL', 'mysql://localhost/test'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_URL', '127.0.0.1:6379'],
    ['PARTNER_DOCTORS_URL', 'javascript:alert(1)'],
    ['PARTNER_LAB_URL', '/lab/login'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['SESSION_SECRET', 'short'],
    ['MIGRATE_ON_START', 'no'],
    ['RESUME_STORAGE_LIMIT_MB', '0.5'],
    ['ANONYMOUS_RESUME_MB_PER_ADDRESS', '0'],
    ['APPLICATION_RETENTION_DAYS', '0'],
    ['APPLICATION_RETENTION_DAYS', '30.5'],
    ['APPLICATION_RETENTION_DAYS', '3651'],
  ])('refuses %s=%j with a message naming the variable', (name, value) => {
    expect(() => readEnvironment({ NODE_ENV: 'test', [name]: value })).toThrowError(
      expect.objectContaining({ name: 'ConfigError', message: expect.stringContaining(`${name}:`) }),
    );
  });

  it.each([
    ['PORT', 'abc', 'must be a whole number from 0 to 65535, got "abc"'],
    ['PORT', '70000', 'must be a whole number from 0 to 65535, got "70000"'],
    ['PORT', '0x50', 'must be a whole number from 0 to 65535, got "0x50"'],
    ['BLOG_TIMEOUT_MS', '1.5', 'must be a whole number of milliseconds, at least 1, got "1.5"'],
    ['SESSION_MAX_AGE_MS', '7d', 'must be a whole number of milliseconds, at least 1, got "7d"'],
    ['RESUME_STORAGE_LIMIT_MB', '10GB', 'must be a whole number of megabytes, at least 1, got "10GB"'],
    ['APPLICATION_RETENTION_DAYS', '1e3', 'must be a whole number of days from 1 to 3650, got "1e3"'],
    ['AUTH_RATE_LIMIT_PER_MINUTE', 'lots', 'must be a whole number from 1 to 10000, got "lots"'],
    ['APPLICATION_RATE_LIMIT_PER_MINUTE', '-1', 'must be a whole number from 1 to 1000000, got "-1"'],
    ['ANONYMOUS_DRAFTS_PER_ADDRESS_PER_DAY', '0', 'must be a whole number from 1 to 1000000, got "0"'],
    ['RESUME_CHECKS_PER_CLIENT_PER_HOUR', '0', 'must be a whole number from 1 to 1000000, got "0"'],
    ['ANONYMOUS_SESSION_MAX_AGE_MS', '1 day', 'must be a whole number of milliseconds, at least 1, got "1 day"'],
    ['MAX_CONNECTIONS', ' ', 'must be a whole number from 1 to 1000000, got " "'],
    ['ALERTS_CONFIRMATIONS_PER_HOUR', '0', 'must be a whole number from 1 to 1000000, got "0"'],
    ['ALERTS_CONFIRMATIONS_PER_HOUR', 'unlimited', 'must be a whole number from 1 to 1000000, got "unlimited"'],
  ])('says in a sentence what %s=%j should be', (name, value, sentence) => {
    expect(() => readEnvironment({ NODE_ENV: 'test', [name]: value })).toThrowError(`  ${name}: ${sentence}`);
  });

  it('sends at most 300 job alert confirmations an hour unless ALERTS_CONFIRMATIONS_PER_HOUR says otherwise', () => {
    expect(readEnvironment({ NODE_ENV: 'test' }).ALERTS_CONFIRMATIONS_PER_HOUR).toBe(300);
    expect(
      readEnvironment({ NODE_ENV: 'test', ALERTS_CONFIRMATIONS_PER_HOUR: '40' }).ALERTS_CONFIRMATIONS_PER_HOUR,
    ).toBe(40);
  });

  it('reads whole numbers written with spaces around them', () => {
    expect(readEnvironment({ NODE_ENV: 'test', PORT: ' 8080 ', MAX_CONNECTIONS: '50' })).toMatchObject({
      PORT: 8080,
      MAX_CONNECTIONS: 50,
    });
  });

  describe('WEBHOOK_SECRET (Standard Webhooks)', () => {
    const webhook = { NODE_ENV: 'test', WEBHOOK_URL: 'https://hooks.example.com/careers' };
    const message =
      'WEBHOOK_SECRET: must be "whsec_" then 24 to 64 random bytes in base64 (Standard Webhooks), e.g. the output of: echo "whsec_$(openssl rand -base64 32)"';

    it('takes "whsec_" and a key of 24 to 64 bytes in base64', () => {
      for (const bytes of [24, 32, 64]) {
        const secret = `whsec_${Buffer.alloc(bytes, 1).toString('base64')}`;
        expect(readEnvironment({ ...webhook, WEBHOOK_SECRET: secret }).WEBHOOK_SECRET).toBe(secret);
      }
    });

    it.each([
      ['a secret of the old signature', 'a-webhook-secret-of-some-length'],
      ['the key without its prefix', Buffer.alloc(32, 1).toString('base64')],
      ['a key of 16 bytes', `whsec_${Buffer.alloc(16, 1).toString('base64')}`],
      ['a key of 65 bytes', `whsec_${Buffer.alloc(65, 1).toString('base64')}`],
      ['a key that is not base64', `whsec_${'not-base64_'.repeat(4)}`],
      ['a key cut short', `whsec_${Buffer.alloc(32, 1).toString('base64').slice(0, -2)}`],
    ])('refuses %s, saying how to make one', (_case, secret) => {
      expect(() => readEnvironment({ ...webhook, WEBHOOK_SECRET: secret })).toThrowError(message);
    });
  });

  it('takes the company time zone as an IANA name, UTC by default', () => {
    expect(readEnvironment({ NODE_ENV: 'test' }).TIMEZONE).toBe('UTC');
    expect(readEnvironment({ NODE_ENV: 'test', TIMEZONE: 'Asia/Kolkata' }).TIMEZONE).toBe('Asia/Kolkata');
    expect(readEnvironment({ NODE_ENV: 'test', TIMEZONE: 'europe/berlin' }).TIMEZONE).toBe('Europe/Berlin');
  });

  it.each(['India', 'Mars/Olympus', 'IST+5'])('refuses TIMEZONE=%j, saying what it takes', (zone) => {
    expect(() => readEnvironment({ NODE_ENV: 'test', TIMEZONE: zone })).toThrowError(
      `TIMEZONE: must be an IANA time zone name such as Asia/Kolkata, Europe/Berlin or UTC, got "${zone}"`,
    );
  });

  it("reads the partner areas' addresses, unset by default", () => {
    const defaults = readEnvironment({ NODE_ENV: 'test' });
    expect([defaults.PARTNER_DOCTORS_URL, defaults.PARTNER_PHARMACY_URL, defaults.PARTNER_LAB_URL]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(
      readEnvironment({ NODE_ENV: 'test', PARTNER_PHARMACY_URL: 'https://pharmacy.example.com/login' }),
    ).toMatchObject({
      PARTNER_PHARMACY_URL: 'https://pharmacy.example.com/login',
    });
  });

  it('lists every bad variable at once', () => {
    try {
      readEnvironment({ NODE_ENV: 'test', PORT: 'x', LOG_LEVEL: 'y' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/PORT:[\s\S]*LOG_LEVEL:/);
    }
  });

  it('starts in production without SESSION_SECRET: the server generates one into DATA_DIR', () => {
    expect(readEnvironment({}).SESSION_SECRET).toBeUndefined();
  });

  it('requires a shared secret in production with DATABASE_URL, where replicas would each generate their own', () => {
    const postgres = { DATABASE_URL: 'postgres://127.0.0.1:5432/test' };
    expect(() => readEnvironment(postgres)).toThrowError(
      /SESSION_SECRET: is required in production with DATABASE_URL \(or SESSION_SECRET_FILE\)/,
    );
    expect(readEnvironment({ ...postgres, SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
    expect(() => readEnvironment({ NODE_ENV: 'development', ...postgres })).not.toThrow();
  });

  it('requires a shared secret in production with REDIS_URL, whose limit keys are HMACs under it', () => {
    const redis = { REDIS_URL: 'rediss://cache.internal:6380' };
    expect(() => readEnvironment(redis)).toThrowError(
      /SESSION_SECRET: is required in production with REDIS_URL \(or SESSION_SECRET_FILE\)/,
    );
    expect(readEnvironment({ ...redis, SESSION_SECRET: secret }).REDIS_URL).toBe('rediss://cache.internal:6380');
  });

  describe('SESSION_SECRET_FILE (a Docker secret)', () => {
    const secretFile = (content: string) => {
      const file = join(mkdtempSync(join(tmpdir(), 'session-secret-')), 'secret');
      writeFileSync(file, content);
      return file;
    };

    it('reads the secret from the file, without its trailing line break', () => {
      const file = secretFile(`${secret}\n`);
      expect(readEnvironment({ SESSION_SECRET_FILE: file }).SESSION_SECRET).toBe(secret);
      expect(readEnvironment({ SESSION_SECRET_FILE: file, DATABASE_URL: 'postgres://db/careers' }).SESSION_SECRET).toBe(
        secret,
      );
    });

    it('refuses a file that cannot be read, naming it', () => {
      expect(() => readEnvironment({ SESSION_SECRET_FILE: '/run/secrets/missing' })).toThrowError(
        'SESSION_SECRET_FILE: cannot read /run/secrets/missing (ENOENT)',
      );
    });

    it('refuses a secret shorter than 32 characters', () => {
      const file = secretFile('short\n');
      expect(() => readEnvironment({ SESSION_SECRET_FILE: file })).toThrowError(
        `SESSION_SECRET_FILE: ${file} must hold at least 32 characters`,
      );
    });

    it('refuses SESSION_SECRET and SESSION_SECRET_FILE together', () => {
      expect(() => readEnvironment({ SESSION_SECRET: secret, SESSION_SECRET_FILE: secretFile(secret) })).toThrowError(
        'SESSION_SECRET_FILE: must not be set with SESSION_SECRET: set one of them',
      );
    });
  });

  it('refuses the Auth emulator in production, whose tokens are unsigned', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(() => readEnvironment({ SESSION_SECRET: secret, ...emulator })).toThrowError(/FIREBASE_AUTH_EMULATOR_HOST/);
    expect(readEnvironment({ NODE_ENV: 'test', ...emulator }).FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
  });

  it('migrates at start unless MIGRATE_ON_START is false', () => {
    expect(readEnvironment({ NODE_ENV: 'test' }).MIGRATE_ON_START).toBe(true);
    expect(readEnvironment({ NODE_ENV: 'test', MIGRATE_ON_START: 'false' }).MIGRATE_ON_START).toBe(false);
  });

  it('asks `npm run migrate` for the database only, not for what the server needs in production', () => {
    expect(loadMigrateConfig({ NODE_ENV: 'production', DATA_DIR: '/data' })).toEqual({
      DATA_DIR: '/data',
      DATABASE_URL: undefined,
      LOG_LEVEL: 'info',
    });
    expect(() => loadMigrateConfig({ DATABASE_URL: 'mysql://localhost/test' })).toThrowError(/DATABASE_URL:/);
  });

  it('bounds slow and numerous clients by default, configurably', () => {
    expect(readEnvironment({ NODE_ENV: 'test' })).toMatchObject({
      HEADERS_TIMEOUT_MS: 20_000,
      REQUEST_TIMEOUT_MS: 120_000,
      KEEP_ALIVE_TIMEOUT_MS: 5_000,
      MAX_CONNECTIONS: 1_000,
    });
    expect(readEnvironment({ NODE_ENV: 'test', HEADERS_TIMEOUT_MS: '5000', MAX_CONNECTIONS: '50' })).toMatchObject({
      HEADERS_TIMEOUT_MS: 5_000,
      MAX_CONNECTIONS: 50,
    });
    expect(() => readEnvironment({ NODE_ENV: 'test', MAX_CONNECTIONS: '0' })).toThrowError(/MAX_CONNECTIONS/);
    expect(() => readEnvironment({ NODE_ENV: 'test', KEEP_ALIVE_TIMEOUT_MS: 'soon' })).toThrowError(
      /KEEP_ALIVE_TIMEOUT_MS/,
    );
    expect(() =>
      readEnvironment({ NODE_ENV: 'test', HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '10000' }),
    ).toThrowError(/HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/);
  });

  it('holds a status email to a candidate 10 minutes for Undo by default, 0 to a day when set', () => {
    expect(readEnvironment({ NODE_ENV: 'test' }).CANDIDATE_EMAIL_DELAY_MS).toBe(600_000);
    expect(readEnvironment({ NODE_ENV: 'test', CANDIDATE_EMAIL_DELAY_MS: '0' }).CANDIDATE_EMAIL_DELAY_MS).toBe(0);
    expect(readEnvironment({ NODE_ENV: 'test', CANDIDATE_EMAIL_DELAY_MS: '250' }).CANDIDATE_EMAIL_DELAY_MS).toBe(250);
    for (const bad of ['-1', '10 minutes', '1.5', '86400001'])
      expect(() => readEnvironment({ NODE_ENV: 'test', CANDIDATE_EMAIL_DELAY_MS: bad })).toThrowError(
        /CANDIDATE_EMAIL_DELAY_MS: must/,
      );
  });

  it('bounds the page cache by megabytes: 32 by default', () => {
    expect(readEnvironment({ NODE_ENV: 'test' }).PAGE_CACHE_MB).toBe(32 * 1024 * 1024);
    expect(readEnvironment({ NODE_ENV: 'test', PAGE_CACHE_MB: '200' }).PAGE_CACHE_MB).toBe(200 * 1024 * 1024);
    for (const bad of ['0', '1.5', 'lots']) {
      expect(() => readEnvironment({ NODE_ENV: 'test', PAGE_CACHE_MB: bad })).toThrowError(/PAGE_CACHE_MB/);
    }
  });

  it('bounds the connections of one client address: 100 by default, all of MAX_CONNECTIONS behind a proxy', () => {
    expect(readEnvironment({ NODE_ENV: 'test' }).MAX_CONNECTIONS_PER_ADDRESS).toBe(100);
    expect(readEnvironment({ NODE_ENV: 'test', MAX_CONNECTIONS: '40' }).MAX_CONNECTIONS_PER_ADDRESS).toBe(40);
    // Behind a proxy every connection comes from the proxy's address: the proxy bounds each client.
    expect(readEnvironment({ NODE_ENV: 'test', TRUST_PROXY: '1' }).MAX_CONNECTIONS_PER_ADDRESS).toBe(1_000);
    expect(readEnvironment({ NODE_ENV: 'test', MAX_CONNECTIONS_PER_ADDRESS: '8' }).MAX_CONNECTIONS_PER_ADDRESS).toBe(8);
    expect(
      readEnvironment({ NODE_ENV: 'test', TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '300' })
        .MAX_CONNECTIONS_PER_ADDRESS,
    ).toBe(300);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => readEnvironment({ NODE_ENV: 'test', MAX_CONNECTIONS_PER_ADDRESS: bad })).toThrowError(
        /MAX_CONNECTIONS_PER_ADDRESS/,
      );
    }
    expect(() =>
      readEnvironment({ NODE_ENV: 'test', MAX_CONNECTIONS: '50', MAX_CONNECTIONS_PER_ADDRESS: '60' }),
    ).toThrowError(/MAX_CONNECTIONS_PER_ADDRESS: must not exceed MAX_CONNECTIONS \(50\)/);
  });
});
