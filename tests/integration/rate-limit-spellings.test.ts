import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { emulatorHost, mintGoogleUser } from '../support/auth-emulator';
import { uniqueEmail } from '../support/candidate-browser';
import { createTestApp } from '../support/test-app';

// The site's other limits, tried as job-alerts-abuse.test.ts tries the job alert limit:
// once a client has reached one, each spelling of a limited path that the site still answers
// must be refused too (429), or be no path of the site at all (404), never do the work.
// Percent-encoded letters, React Router's .data URLs, a trailing slash, another case.

/** What each spelling was answered, as [path, status] rows (a table of the attacker's requests). */
async function answers(spellings: string[], send: (path: string) => Promise<request.Response>) {
  const rows: [string, number][] = [];
  for (const path of spellings) rows.push([path, (await send(path)).status]);
  return rows;
}

describe('the sign-in limit (AUTH_RATE_LIMIT_PER_MINUTE)', () => {
  it('refuses every spelling of /api/session once reached, even with a valid token', async () => {
    const { app } = await createTestApp({
      env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), AUTH_RATE_LIMIT_PER_MINUTE: '2' },
    });
    for (let i = 0; i < 2; i++) await request(app).post('/api/session').send({ idToken: 'x' }).expect(401);
    const { idToken } = await mintGoogleUser(uniqueEmail());
    const table: [string, number][] = [
      ['/api/session', 429],
      ['/API/SESSION', 429],
      ['/api/session/', 429],
      ['/Api/Session/', 429],
      ['/api/session/.data', 429],
      ['/api/%73ession', 404],
      ['/%61pi/session', 404],
      ['/api/session.data', 404],
    ];
    const got = await answers(
      table.map(([path]) => path),
      (path) => request(app).post(path).send({ idToken }),
    );
    expect(got).toEqual(table);
  });
});

describe('the write limit (APPLICATION_RATE_LIMIT_PER_MINUTE)', () => {
  it('refuses every spelling of the wizard’s API and of the pages’ form posts once reached', async () => {
    const { app } = await createTestApp({ env: { APPLICATION_RATE_LIMIT_PER_MINUTE: '2' } });
    const contact = { firstName: 'Asha', lastName: 'Rao' };
    for (let i = 0; i < 2; i++) await request(app).put('/api/application/draft/contact').send(contact);
    const table: [string, string, number][] = [
      ['PUT', '/api/application/draft/contact', 429],
      ['PUT', '/API/APPLICATION/DRAFT/CONTACT', 429],
      ['PUT', '/api/application/draft/contact/', 429],
      ['PUT', '/api/application/draft/%63ontact', 429],
      ['PUT', '/api/%61pplication/draft/contact', 404],
      ['POST', '/api/application/resume', 429],
      ['POST', '/API/Application/Resume/', 429],
      ['POST', '/api/application/submit', 429],
      ['POST', '/sign-out', 429],
      ['POST', '/sign-%6Fut', 429],
      ['POST', '/SIGN-OUT/', 429],
      ['POST', '/sign-out.data', 429],
      ['POST', '/profile/.data', 429],
      ['POST', '/%61lerts', 429],
    ];
    const got = await answers(
      table.map(([method, path]) => `${method} ${path}`),
      (line) => {
        const [method, path] = line.split(' ') as [string, string];
        return method === 'PUT'
          ? request(app).put(path).send(contact)
          : request(app).post(path).type('form').send('intent=sign-out');
      },
    );
    expect(got).toEqual(table.map(([method, path, status]) => [`${method} ${path}`, status]));
  });
});
