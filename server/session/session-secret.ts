import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';

/**
 * The secret that signs session cookies: SESSION_SECRET (required in production, the config
 * enforces it); elsewhere one generated on first start and kept in DATA_DIR, so sessions survive
 * restarts of a development server without anyone having to invent a secret.
 */
export function sessionSecret(config: Pick<Config, 'SESSION_SECRET' | 'DATA_DIR'>): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = join(config.DATA_DIR, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    // `wx`: if another process created it first, fail here and read theirs instead.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim();
    }
  }
}
