import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validAnswers } from '../support/application-answers';
import { containerEnv } from '../support/dockerfile';
import { sessionCookieFrom } from '../support/session-cookie';
import { type ServerProcess, startServer } from '../support/server-process';
import { freshDataDir } from '../support/test-app';

// The quick start of docs/operations.md: `docker run -p 3000:3000 -v careers-data:/data careers` opened on
// http://localhost, with no SESSION_SECRET, no TLS proxy in front and so no TRUST_PROXY. Here
// without Docker: `npm run serve` with the image's environment, over plain HTTP, the volume a
// data folder that outlives the process.
let server: ServerProcess;
const volume = freshDataDir();

/** The container started (again) on the same volume. */
function runContainer(): Promise<ServerProcess> {
  const container = containerEnv();
  return startServer({
    command: ['npm', 'run', 'serve'],
    env: {
      NODE_ENV: container.NODE_ENV!,
      NODE_OPTIONS: container.NODE_OPTIONS!,
      DATA_DIR: volume,
      SESSION_SECRET: '',
      SESSION_SECRET_FILE: '',
      TRUST_PROXY: '',
      // `npm test` runs the Auth emulator, which production rightly refuses.
      FIREBASE_AUTH_EMULATOR_HOST: '',
    },
  });
}

beforeAll(async () => {
  server = await runContainer();
});

afterAll(async () => {
  await server?.stop();
});

describe('the container opened over plain HTTP', () => {
  it('warns at start that TRUST_PROXY is not set', () => {
    const warning = server.output.find((line) => line.includes('"level":40') && line.includes('TRUST_PROXY'));
    expect(warning).toContain('Behind a TLS-terminating proxy, set TRUST_PROXY');
  });

  it("keeps an anonymous visitor's answers from one page to the next", async () => {
    const saved = await fetch(`${server.url}/api/application/draft/contact`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validAnswers.contact),
    });
    expect(saved.status).toBe(200);
    const setCookie = saved.headers.getSetCookie();
    expect(setCookie.join('\n')).not.toMatch(/Secure/);
    const cookie = sessionCookieFrom(setCookie);
    expect(cookie).toBeDefined();

    const draft = await fetch(`${server.url}/api/application/draft`, { headers: { Cookie: cookie! } });
    expect((await draft.json()).data.steps.contact).toEqual(validAnswers.contact);
    const page = await fetch(`${server.url}/carrer/Generalquestions`, { headers: { Cookie: cookie! } });
    expect(page.status).toBe(200);
    const nextPage = await fetch(`${server.url}/carrer/sign-up`, { headers: { Cookie: cookie! } });
    expect(await nextPage.text()).toContain(validAnswers.contact.addressNo1);
  });

  it('keeps the secret it generated on the volume, readable by the server alone', () => {
    expect(statSync(join(volume, 'session-secret')).mode & 0o777).toBe(0o600);
  });

  it("keeps a visitor's draft when the container is re-created on the same volume", async () => {
    const saved = await fetch(`${server.url}/api/application/draft/contact`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validAnswers.contact),
    });
    const cookie = sessionCookieFrom(saved.headers.getSetCookie());
    await server.stop();
    server = await runContainer();

    const draft = await fetch(`${server.url}/api/application/draft`, { headers: { Cookie: cookie! } });
    expect((await draft.json()).data.steps.contact).toEqual(validAnswers.contact);
  });
});
