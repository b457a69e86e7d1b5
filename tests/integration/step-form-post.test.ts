import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { validAnswers } from '../support/application-answers';
import { sessionCookieFrom } from '../support/session-cookie';
import { createTestApp } from '../support/test-app';

/** A step's answers as a browser posts a form: urlencoded, repeated names for lists, "on" for a tick. */
function formBody(answers: Record<string, unknown>): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(answers)) {
    if (Array.isArray(value)) for (const item of value) body.append(name, String(item));
    else if (value === true) body.append(name, 'on');
    else if (value !== false && value !== undefined) body.append(name, String(value));
  }
  return body.toString();
}

const post = (app: Parameters<typeof request>[0], path: string, answers: Record<string, unknown>, cookie?: string) => {
  const test = request(app).post(path).type('form').send(formBody(answers));
  return cookie ? test.set('Cookie', cookie) : test;
};

const draftOf = async (app: Parameters<typeof request>[0], cookie: string) =>
  (await request(app).get('/api/application/draft').set('Cookie', cookie).expect(200)).body.data;

describe('a wizard step posted as a plain form (JavaScript off)', () => {
  it('saves valid answers and sends the browser on to the next step with a 303', async () => {
    const { app } = await createTestApp();
    const response = await post(app, '/carrer/sign-up', validAnswers.contact).expect(303);
    expect(response.headers.location).toBe('/carrer/Generalquestions');
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = sessionCookieFrom(response.headers['set-cookie'])!;
    expect((await draftOf(app, cookie)).steps.contact).toEqual(validAnswers.contact);
  });

  it.each([
    ['/generalquestions', 'general', '/carrers/Education'],
    ['/CARRER/GENERALQUESTIONS', 'general', '/carrers/Education'],
    ['/workEligibilty', 'eligibility', '/Resume'],
    ['/acknowledge', 'acknowledge', '/VoluntaryEqual'],
    ['/voluntaryEqual', 'eeo', '/VoluntarySelf'],
    ['/VoluntarySelf', 'military', '/ReveiwSubmit'],
  ] as const)('answers %s (step %s) on every reading of its path, then %s', async (path, step, next) => {
    const { app } = await createTestApp();
    const response = await post(app, path, validAnswers[step]).expect(303);
    expect(response.headers.location).toBe(next);
    const cookie = sessionCookieFrom(response.headers['set-cookie'])!;
    expect((await draftOf(app, cookie)).steps[step]).toEqual(validAnswers[step]);
  });

  it('saves the resume step from its hidden field', async () => {
    const { app } = await createTestApp();
    const response = await post(app, '/Resume', { uploadLater: 'true' }).expect(303);
    const cookie = sessionCookieFrom(response.headers['set-cookie'])!;
    expect((await draftOf(app, cookie)).steps.resume).toEqual({ uploadLater: true });
  });

  it('stores nothing for invalid answers and shows the step again with its messages (400)', async () => {
    const { app } = await createTestApp();
    const response = await post(app, '/carrer/sign-up', { ...validAnswers.contact, lastName: '', mobileNo: 'abc' });
    expect(response.status).toBe(400);
    expect(response.type).toBe('text/html');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.text).toContain('Please enter your last name.');
    expect(response.text).toContain('Please enter your mobile number.');
    // What was posted is shown again for correction, and no session (hence no draft) was started.
    expect(response.text).toContain('value="Asha"');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('keeps a refused step out of an existing draft', async () => {
    const { app } = await createTestApp();
    const first = await post(app, '/carrer/sign-up', validAnswers.contact).expect(303);
    const cookie = sessionCookieFrom(first.headers['set-cookie'])!;
    await post(app, '/carrer/sign-up', { ...validAnswers.contact, firstName: '' }, cookie).expect(400);
    expect((await draftOf(app, cookie)).steps.contact).toEqual(validAnswers.contact);
    await post(app, '/acknowledge', {}, cookie).expect(400);
    expect((await draftOf(app, cookie)).steps.acknowledge).toBeUndefined();
  });

  it('validates the equal-opportunity answers as the API does', async () => {
    const { app } = await createTestApp();
    const response = await post(app, '/VoluntaryEqual', { indigenous: ['Not an option'] });
    expect(response.status).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('keeps answers out of the log', async () => {
    const { app, logLines } = await createTestApp();
    await post(app, '/carrer/sign-up', validAnswers.contact).expect(303);
    await post(app, '/carrer/sign-up', { ...validAnswers.contact, city: '' }).expect(400);
    const log = JSON.stringify(logLines);
    for (const value of ['Asha', 'Rao', 'asha.rao', '61412345678', 'George Street']) expect(log).not.toContain(value);
  });

  it('never caches a wizard or sign-in page whose URL carries a query', async () => {
    const { app } = await createTestApp();
    for (const path of ['/carrer/sign-up?firstName=Asha&mobileNo=61412345678', '/sign-in?email=asha%40example.com']) {
      const first = await request(app).get(path).expect(200);
      expect(first.headers['cache-control']).toBe('private, no-store');
      const second = await request(app).get(path).expect(200);
      expect(second.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('draws on the same per-client write budget as the JSON API', async () => {
    const { app } = await createTestApp({ env: { APPLICATION_RATE_LIMIT_PER_MINUTE: '3' } });
    await request(app).put('/api/application/draft/general').send(validAnswers.general).expect(200);
    await request(app).put('/api/application/draft/general').send(validAnswers.general).expect(200);
    await post(app, '/generalquestions', validAnswers.general).expect(303);
    const refused = await post(app, '/generalquestions', validAnswers.general).expect(429);
    expect(refused.body.error.code).toBe('too_many_requests');
    await request(app).put('/api/application/draft/general').send(validAnswers.general).expect(429);
  });
});

describe('the script-driven form (the same step action, through React Router)', () => {
  const postJson = (app: Parameters<typeof request>[0], path: string, answers: unknown, cookie?: string) => {
    const test = request(app)
      .post(`${path}.data`)
      .send(answers as object);
    return cookie ? test.set('Cookie', cookie) : test;
  };

  it('saves valid answers and answers with them, for the browser to pass on as navigation state', async () => {
    const { app } = await createTestApp();
    const response = await postJson(app, '/carrer/sign-up', validAnswers.contact).expect(200);
    expect(response.text).toContain('"saved"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const cookie = sessionCookieFrom(response.headers['set-cookie'])!;
    expect((await draftOf(app, cookie)).steps.contact).toEqual(validAnswers.contact);
  });

  it('refuses invalid answers with 400 and the messages per field, saving nothing', async () => {
    const { app } = await createTestApp();
    const response = await postJson(app, '/carrer/sign-up', { ...validAnswers.contact, email: 'nope' }).expect(400);
    expect(response.text).toContain('"refused"');
    expect(response.text).toContain('"email"');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a post larger than any form (413) and one from another site (403)', async () => {
    const { app } = await createTestApp();
    await postJson(app, '/carrer/sign-up', { firstName: 'x'.repeat(40_000) }).expect(413);
    await request(app)
      .post('/carrer/sign-up')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send(formBody(validAnswers.contact))
      .expect(403);
  });
});

describe('signing out with the header form (a route action)', () => {
  it('ends the session and goes back to the page the form was on, with or without JavaScript', async () => {
    const { app } = await createTestApp();
    const started = await post(app, '/carrer/sign-up', validAnswers.contact).expect(303);
    const cookie = sessionCookieFrom(started.headers['set-cookie'])!;
    const signOut = await post(app, '/sign-out', { returnTo: '/carrer/Generalquestions' }, cookie).expect(303);
    expect(signOut.headers.location).toBe('/carrer/Generalquestions');
    expect(String(signOut.headers['set-cookie'])).toMatch(/careers\.sid=;/);
    expect((await draftOf(app, cookie)).steps).toEqual({});
  });

  it.each(['//evil.example/', '/\\evil.example', '/\t/evil.example', 'https://evil.example/'])(
    'never leaves the site, whatever the form says (%s)',
    async (returnTo) => {
      const { app } = await createTestApp();
      const signOut = await post(app, '/sign-out', { returnTo }).expect(303);
      expect(signOut.headers.location).toBe('/');
    },
  );
});
