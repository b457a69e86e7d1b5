import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Environment } from '../config';
import { privateFolderSync } from '../storage/private-files';

/** Where a generated secret is kept, under DATA_DIR. */
export const SESSION_SECRET_FILE_NAME = 'session-secret';

/**
 * The kept secret, or undefined when there is none yet. A file others may read, or one too short
 * to be a secret, stops the start: anyone who can read it can sign in as any candidate, and
 * replacing it would sign everyone out and lose every draft.
 */
function readKeptSecret(file: string): string | undefined {
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  // Windows reports no group or other permissions to check.
  const mode = statSync(file).mode & 0o777;
  if (process.platform !== 'win32' && mode & 0o077) {
    throw new Error(
      `${file} is readable by other users (mode 0${mode.toString(8)}): make it the server's alone (chmod 600), or set SESSION_SECRET_FILE`,
    );
  }
  if (secret.length < 32) {
    throw new Error(
      `${file} holds ${secret.length} characters, too short for a session secret (32 at least): remove it to have one generated (everyone is signed out), or set SESSION_SECRET_FILE`,
    );
  }
  return secret;
}

/**
 * The secret that signs session cookies: SESSION_SECRET or SESSION_SECRET_FILE (the config reads
 * either into SESSION_SECRET); unset, one generated on first start and kept in DATA_DIR (mode
 * 0600), so a container re-created on the same volume keeps every session and draft without
 * anyone having to invent a secret. Several replicas on one Postgres database need a shared one:
 * the config requires it there in production.
 */
export function sessionSecret(config: Pick<Environment, 'SESSION_SECRET' | 'DATA_DIR'>): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = join(config.DATA_DIR, SESSION_SECRET_FILE_NAME);
  const existing = readKeptSecret(file);
  if (existing) return existing;
  privateFolderSync(config.DATA_DIR);
  // Written whole under a temporary name, then linked into place: a second process starting at
  // the same moment sees either no file or a complete one, never a half-written secret.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    // Another process linked its secret first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  const secret = readKeptSecret(file);
  if (!secret) throw new Error(`Could not keep a session secret in ${file}`);
  return secret;
}
