import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadMigrateConfig } from '../../server/config';

const secret = 'x'.repeat(32);

describe('configuration from the environment', () => {
  it('starts with the documented defaults when only production essentials are set', () => {
    const config = loadConfig({ SESSION_SECRET: secret });
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
    expect(loadConfig({ NODE_ENV: 'test', PORT: '', LOG_LEVEL: '' })).toMatchObject({ PORT: 3000, LOG_LEVEL: 'info' });
  });

  it('reads numbers and URLs', () => {
    const config = loadConfig({
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
    expect(() => loadConfig({ NODE_ENV: 'test', [name]: value })).toThrowError(
      expect.objectContaining({ name: 'ConfigError', message: expect.stringContaining(`${name}:`) }),
    );
  });

  it("reads the partner areas' addresses, unset by default", () => {
    const defaults = loadConfig({ NODE_ENV: 'test' });
    expect([defaults.PARTNER_DOCTORS_URL, defaults.PARTNER_PHARMACY_URL, defaults.PARTNER_LAB_URL]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(loadConfig({ NODE_ENV: 'test', PARTNER_PHARMACY_URL: 'https://pharmacy.example.com/login' })).toMatchObject({
      PARTNER_PHARMACY_URL: 'https://pharmacy.example.com/login',
    });
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ NODE_ENV: 'test', PORT: 'x', LOG_LEVEL: 'y' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/PORT:[\s\S]*LOG_LEVEL:/);
    }
  });

  it('requires SESSION_SECRET in production only', () => {
    expect(() => loadConfig({})).toThrowError(/SESSION_SECRET: is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('refuses the Auth emulator in production, whose tokens are unsigned', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(() => loadConfig({ SESSION_SECRET: secret, ...emulator })).toThrowError(/FIREBASE_AUTH_EMULATOR_HOST/);
    expect(loadConfig({ NODE_ENV: 'test', ...emulator }).FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
  });

  it('migrates at start unless MIGRATE_ON_START is false', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).MIGRATE_ON_START).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', MIGRATE_ON_START: 'false' }).MIGRATE_ON_START).toBe(false);
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
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({
      HEADERS_TIMEOUT_MS: 20_000,
      REQUEST_TIMEOUT_MS: 120_000,
      KEEP_ALIVE_TIMEOUT_MS: 5_000,
      MAX_CONNECTIONS: 1_000,
    });
    expect(loadConfig({ NODE_ENV: 'test', HEADERS_TIMEOUT_MS: '5000', MAX_CONNECTIONS: '50' })).toMatchObject({
      HEADERS_TIMEOUT_MS: 5_000,
      MAX_CONNECTIONS: 50,
    });
    expect(() => loadConfig({ NODE_ENV: 'test', MAX_CONNECTIONS: '0' })).toThrowError(/MAX_CONNECTIONS/);
    expect(() => loadConfig({ NODE_ENV: 'test', KEEP_ALIVE_TIMEOUT_MS: 'soon' })).toThrowError(/KEEP_ALIVE_TIMEOUT_MS/);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '10000' }),
    ).toThrowError(/HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/);
  });

  it('bounds the page cache by megabytes: 32 by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).PAGE_CACHE_MB).toBe(32 * 1024 * 1024);
    expect(loadConfig({ NODE_ENV: 'test', PAGE_CACHE_MB: '200' }).PAGE_CACHE_MB).toBe(200 * 1024 * 1024);
    for (const bad of ['0', '1.5', 'lots']) {
      expect(() => loadConfig({ NODE_ENV: 'test', PAGE_CACHE_MB: bad })).toThrowError(/PAGE_CACHE_MB/);
    }
  });

  it('bounds the connections of one client address: 100 by default, all of MAX_CONNECTIONS behind a proxy', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).MAX_CONNECTIONS_PER_ADDRESS).toBe(100);
    expect(loadConfig({ NODE_ENV: 'test', MAX_CONNECTIONS: '40' }).MAX_CONNECTIONS_PER_ADDRESS).toBe(40);
    // Behind a proxy every connection comes from the proxy's address: the proxy bounds each client.
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).MAX_CONNECTIONS_PER_ADDRESS).toBe(1_000);
    expect(loadConfig({ NODE_ENV: 'test', MAX_CONNECTIONS_PER_ADDRESS: '8' }).MAX_CONNECTIONS_PER_ADDRESS).toBe(8);
    expect(
      loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '300' })
        .MAX_CONNECTIONS_PER_ADDRESS,
    ).toBe(300);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ NODE_ENV: 'test', MAX_CONNECTIONS_PER_ADDRESS: bad })).toThrowError(
        /MAX_CONNECTIONS_PER_ADDRESS/,
      );
    }
    expect(() =>
      loadConfig({ NODE_ENV: 'test', MAX_CONNECTIONS: '50', MAX_CONNECTIONS_PER_ADDRESS: '60' }),
    ).toThrowError(/MAX_CONNECTIONS_PER_ADDRESS: must not exceed MAX_CONNECTIONS \(50\)/);
  });
});
