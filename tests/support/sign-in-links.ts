import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { openDatabase } from '../../server/storage/storage';
import { emulatorHost } from './auth-emulator';
import { eventually } from './eventually';
import { createTestApp } from './test-app';
import { silentLogger } from './test-database';

type App = Parameters<typeof request>[0];

/** A site that writes its emails as .eml files (no SMTP_URL), delivered at once. */
export async function linkingSite(env: Record<string, string> = {}) {
  const site = await createTestApp({
    env: { OUTBOX_POLL_MS: '50', TRUST_PROXY: 'loopback', FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), ...env },
  });
  const folder = join(site.config.DATA_DIR, 'outbox');
  const files = () => (existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.eml')) : []);
  /** The emails written so far, parsed, once `count` of them are. */
  const emails = async (count: number) => {
    await eventually(() => files().length >= count, 15_000, `${count} emails written`);
    return Promise.all(files().map(async (name) => simpleParser(readFileSync(join(folder, name)))));
  };
  /** Messages in the site's outbox not sent yet. */
  const waitingInOutbox = async () => {
    const { db } = await openDatabase(site.config, silentLogger);
    try {
      const rows = await db.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute();
      return rows.length;
    } finally {
      await db.destroy();
    }
  };
  return { ...site, files, emails, waitingInOutbox };
}

export const askLink = (app: App, body: object, from = '198.51.100.1', host = 'localhost:3000') =>
  request(app).post('/api/sign-in-link').set('Host', host).set('X-Forwarded-For', from).send(body);

/** What the browser's signInWithEmailLink does with a link: the emulator's REST call, for its ID token. */
export async function signInWithLink(link: string, email: string) {
  const oobCode = new URL(link).searchParams.get('oobCode');
  const response = await fetch(
    `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithEmailLink?key=demo-api-key`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ oobCode, email }) },
  );
  return {
    status: response.status,
    body: (await response.json()) as { idToken?: string; error?: { message: string } },
  };
}
