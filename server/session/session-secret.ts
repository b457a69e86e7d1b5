import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';

function readSecret(file: string): string | undefined {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret.length >= 32 ? secret : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The secret that signs session cookies: SESSION_SECRET (required in production, the config
 * enforces it); elsewhere one generated on first start and kept in DATA_DIR, so sessions survive
 * restarts of a development server without anyone having to invent a secret.
 */
export function sessionSecret(config: Pick<Config, 'SESSION_SECRET' | 'DATA_DIR'>): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = join(config.DATA_DIR, 'session-secret');
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(config.DATA_DIR, { recursive: true });
  // Written whole under a temporary name, then linked into place: a second process starting at
  // the same moment sees either no file or a complete one, never a half-written secret.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch {
    // Another process linked its secret first: use that one.
  } finally {
    rmSync(temporary, { force: true });
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`Could not keep a session secret in ${file}`);
  return secret;
}
